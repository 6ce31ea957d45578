import { describe, expect, test } from 'vitest';
import {
  canPublishExtensions,
  comparisonRows,
  entitlementTiers,
  entitlements,
  entitlementsAddedBy,
  entitlementsOf,
  hasEntitlement,
  planIncludes,
  planLimits,
  planNames,
  planBelow,
  plans,
  pricingCardEntitlements,
  yearlyMonthsFree,
} from './plans';

describe('the plan table', () => {
  test('each plan includes everything of the plans below it', () => {
    expect(entitlementsOf('lite').every((e) => hasEntitlement('pro', e))).toBe(true);
    expect(entitlementsOf('pro').every((e) => hasEntitlement('enterprise', e))).toBe(true);
    expect(entitlementsOf('enterprise')).toEqual(entitlements);
    expect(planIncludes('pro', 'enterprise')).toBe(false);
  });

  test('the entitlements each plan adds cover the table once', () => {
    const added = plans.flatMap((plan) => entitlementsAddedBy(plan));
    expect([...added].sort()).toEqual([...entitlements].sort());
  });

  test('what the pricing page promises: Pro has several sources, unlimited extensions and replay; team management is Enterprise only', () => {
    for (const e of ['multi_source', 'unlimited_extensions', 'autosave_replay'] as const) {
      expect(hasEntitlement('lite', e)).toBe(false);
      expect(hasEntitlement('pro', e)).toBe(true);
    }
    expect(hasEntitlement('pro', 'team_management')).toBe(false);
    expect(hasEntitlement('enterprise', 'team_management')).toBe(true);
    expect(planLimits.lite).toMatchObject({ sources: 1, extensionSlots: 5 });
    expect(planLimits.pro.devices).toBe(3);
  });

  test('a year of Pro costs two months less than twelve; Lite and Enterprise are not sold by the month', () => {
    expect(yearlyMonthsFree('pro')).toBe(2);
    expect(yearlyMonthsFree('lite')).toBeNull();
    expect(yearlyMonthsFree('enterprise')).toBeNull();
  });

  test('every plan has one name: Lite, Pro and Enterprise, never Free or Premium', () => {
    expect(plans.map((plan) => planNames[plan])).toEqual(['Lite', 'Pro', 'Enterprise']);
  });
});

describe('what the pages show from the table', () => {
  test('the pricing cards list what docs/product.md §2 quotes, in its order', () => {
    expect(pricingCardEntitlements('lite')).toEqual([
      'basic_visualization',
      'data_import',
      'realtime_plotting',
      'community_support',
      'basic_extensions',
    ]);
    expect(pricingCardEntitlements('pro')).toEqual([
      'advanced_visualization',
      'multi_source',
      'priority_support',
      'unlimited_extensions',
      'autosave_replay',
      'custom_layouts',
    ]);
    expect(pricingCardEntitlements('enterprise')).toEqual([
      'custom_data_sources',
      'white_label',
      'dedicated_support',
      'team_management',
      'on_premises',
      'custom_extension_development',
    ]);
    expect(plans.map(planBelow)).toEqual([null, 'lite', 'pro']);
  });

  test('a comparison shows every entitlement once, tiers by their highest step', () => {
    const rows = comparisonRows();
    const shown = rows.flatMap((row) =>
      row.kind === 'entitlement'
        ? [row.entitlement]
        : row.kind === 'tier'
          ? [...entitlementTiers[row.tier]]
          : [],
    );
    expect([...shown].sort()).toEqual([...entitlements].sort());
    expect(rows[0]).toEqual({
      kind: 'tier',
      tier: 'sources',
      cells: { lite: 'realtime_plotting', pro: 'multi_source', enterprise: 'custom_data_sources' },
    });
    expect(rows.find((row) => row.kind === 'devices')?.cells).toEqual({
      lite: 2,
      pro: 3,
      enterprise: 25,
    });
    const team = rows.find(
      (row) => row.kind === 'entitlement' && row.entitlement === 'team_management',
    );
    expect(team?.cells).toEqual({ lite: false, pro: false, enterprise: true });
  });

  test('publishing needs Pro or Enterprise', () => {
    expect(plans.map(canPublishExtensions)).toEqual([false, true, true]);
  });
});
