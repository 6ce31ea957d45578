/**
 * The plans and what each includes: the one table the pricing page, the dashboard, the server's
 * checks, the marketplace and the agent read (docs/architecture.md §7). No zod here, so the
 * pricing section on the home page can import it without the schema library.
 */

export const plans = ['lite', 'pro', 'enterprise'] as const;
export type Plan = (typeof plans)[number];

/**
 * Each plan's name, the same on every page, in mails and in the admin command: the plan ids
 * capitalised. "Free" and "Premium", two names the original design gave plans on the dashboard,
 * are gone (docs/architecture.md §7); only the API field `is_premium` keeps its name.
 */
export const planNames: Readonly<Record<Plan, string>> = {
  lite: 'Lite',
  pro: 'Pro',
  enterprise: 'Enterprise',
};

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (plans as readonly string[]).includes(value);
}

const rank: Record<Plan, number> = { lite: 0, pro: 1, enterprise: 2 };

/**
 * Whether something that needs `plan` is paid for (Pro or Enterprise): the one rule behind the
 * "Pro" badge, the card's "Included with Pro", the server's `is_premium` of an extension and of
 * an account, and the publishing check.
 */
export function isPremiumPlan(plan: Plan): boolean {
  return plan !== 'lite';
}

/** True when `plan` includes everything `needed` does (pro includes lite, enterprise both). */
export function planIncludes(plan: Plan, needed: Plan): boolean {
  return rank[plan] >= rank[needed];
}

/**
 * Every entitlement and the lowest plan that has it, in the order the pricing cards list them.
 * A plan has an entitlement when it includes that plan.
 */
export const entitlementTable = {
  basic_visualization: 'lite',
  data_import: 'lite',
  realtime_plotting: 'lite',
  community_support: 'lite',
  basic_extensions: 'lite',
  api_access: 'lite',
  advanced_visualization: 'pro',
  multi_source: 'pro',
  priority_support: 'pro',
  unlimited_extensions: 'pro',
  autosave_replay: 'pro',
  custom_layouts: 'pro',
  premium_extensions: 'pro',
  custom_data_sources: 'enterprise',
  white_label: 'enterprise',
  dedicated_support: 'enterprise',
  team_management: 'enterprise',
  on_premises: 'enterprise',
  custom_extension_development: 'enterprise',
  offline_leases: 'enterprise',
} as const satisfies Record<string, Plan>;

export type Entitlement = keyof typeof entitlementTable;
export const entitlements = Object.keys(entitlementTable) as Entitlement[];

export function entitlementsOf(plan: Plan): Entitlement[] {
  return entitlements.filter((entitlement) => planIncludes(plan, entitlementTable[entitlement]));
}

export function hasEntitlement(plan: Plan, entitlement: Entitlement): boolean {
  return planIncludes(plan, entitlementTable[entitlement]);
}

/** Entitlements that `plan` adds to the plan below it (what its pricing card lists after "All …"). */
export function entitlementsAddedBy(plan: Plan): Entitlement[] {
  return entitlements.filter((entitlement) => entitlementTable[entitlement] === plan);
}

export interface PlanLimits {
  /** Data sources plotted at once; null = no limit. */
  sources: number | null;
  /** Extensions installed at once; null = no limit. */
  extensionSlots: number | null;
  /** Devices (desktop installs) signed in with the account at once. */
  devices: number;
}

export const planLimits: Readonly<Record<Plan, Readonly<PlanLimits>>> = {
  lite: { sources: 1, extensionSlots: 5, devices: 2 },
  pro: { sources: null, extensionSlots: null, devices: 3 },
  // Enterprise seats are agreed per contract; this is the default for a new agreement.
  enterprise: { sources: null, extensionSlots: null, devices: 25 },
};

/** Prices in US dollars, before tax (taxes are added at checkout); null = agreed per customer. */
export const planPrices: Readonly<Record<Plan, Readonly<{ month: number; year: number }> | null>> =
  {
    lite: { month: 0, year: 0 },
    pro: { month: 5, year: 50 },
    enterprise: null,
  };

/**
 * How many months a year of `plan` costs less than twelve monthly payments ("2 months free"), the
 * saving the pricing page and the checkout both name; null for a plan not sold by the month.
 */
export function yearlyMonthsFree(plan: Plan): number | null {
  const prices = planPrices[plan];
  if (!prices?.month) return null;
  return Math.round(12 - prices.year / prices.month);
}

export const billingIntervals = ['month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/**
 * What publishing extensions needs (docs/product.md §6: Pro or Enterprise): the server's check and
 * the docs both follow it.
 */
export const publishingPlan: Plan = 'pro';
export function canPublishExtensions(plan: Plan): boolean {
  return planIncludes(plan, publishingPlan);
}

/**
 * Entitlements that are part of a plan without being a line of its pricing card (docs/product.md
 * §2 quotes the cards): the API, the extensions a Pro plan unlocks, offline leases.
 */
const offTheCards = ['api_access', 'premium_extensions', 'offline_leases'] as const;
export type PricingCardEntitlement = Exclude<Entitlement, (typeof offTheCards)[number]>;

function isOnTheCards(entitlement: Entitlement): entitlement is PricingCardEntitlement {
  return !(offTheCards as readonly Entitlement[]).includes(entitlement);
}

/** The lines of a plan's pricing card after "All … features": what it adds, in table order. */
export function pricingCardEntitlements(plan: Plan): PricingCardEntitlement[] {
  return entitlementsAddedBy(plan).filter(isOnTheCards);
}

/** The plan a card's first line refers to ("All Lite features"); null for the lowest plan. */
export function planBelow(plan: Plan): Plan | null {
  const index = plans.indexOf(plan);
  return index > 0 ? (plans[index - 1] ?? null) : null;
}

/**
 * Entitlements that are steps of one feature: a plan shows the highest step it has (sources: one
 * source, then UART/CAN/Bluetooth, then custom sources).
 */
export const entitlementTiers = {
  sources: ['realtime_plotting', 'multi_source', 'custom_data_sources'],
  extensions: ['basic_extensions', 'unlimited_extensions'],
  support: ['community_support', 'priority_support', 'dedicated_support'],
} as const satisfies Record<string, readonly Entitlement[]>;
export type EntitlementTier = keyof typeof entitlementTiers;
export type TierStep = (typeof entitlementTiers)[EntitlementTier][number];

/** The highest step of a tier that `plan` has. */
export function tierStep(plan: Plan, tier: EntitlementTier): TierStep {
  const steps: readonly TierStep[] = entitlementTiers[tier];
  const [first] = entitlementTiers[tier];
  // Every tier starts with a lite entitlement, so each plan has at least its first step.
  return steps.filter((step) => hasEntitlement(plan, step)).at(-1) ?? first;
}

/** One row of a plan comparison: a tier (a step per plan), the device limit, or an entitlement. */
export type ComparisonRow =
  | { kind: 'tier'; tier: EntitlementTier; cells: Record<Plan, TierStep> }
  | { kind: 'devices'; cells: Record<Plan, number> }
  | { kind: 'entitlement'; entitlement: Entitlement; cells: Record<Plan, boolean> };

const byPlan = <T>(value: (plan: Plan) => T) =>
  Object.fromEntries(plans.map((plan) => [plan, value(plan)])) as Record<Plan, T>;

/**
 * The rows every plan comparison shows (the pricing page and the dashboard): sources and
 * extensions as tiers, devices, each other entitlement in table order, support last.
 */
export function comparisonRows(): ComparisonRow[] {
  const tiered = new Set<Entitlement>(Object.values(entitlementTiers).flat());
  const tier = (name: EntitlementTier): ComparisonRow => ({
    kind: 'tier',
    tier: name,
    cells: byPlan((plan) => tierStep(plan, name)),
  });
  return [
    tier('sources'),
    tier('extensions'),
    { kind: 'devices', cells: byPlan((plan) => planLimits[plan].devices) },
    ...entitlements
      .filter((entitlement) => !tiered.has(entitlement))
      .map((entitlement): ComparisonRow => ({
        kind: 'entitlement',
        entitlement,
        cells: byPlan((plan) => hasEntitlement(plan, entitlement)),
      })),
    tier('support'),
  ];
}
