/** Spec §3, the plan feature matrix: what Free and Premium each include. */
export const planFeatures = [
  { key: 'basicExtensions', free: true, premium: true },
  { key: 'apiAccess', free: true, premium: true },
  { key: 'premiumExtensions', free: false, premium: true },
  { key: 'prioritySupport', free: false, premium: true },
  { key: 'advancedAnalytics', free: false, premium: true },
  { key: 'customIntegrations', free: false, premium: true },
] as const;

export type PlanFeatureKey = (typeof planFeatures)[number]['key'];
