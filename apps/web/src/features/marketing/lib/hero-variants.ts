/**
 * The landing hero shows one of three messages, picked at random each time the page mounts.
 * Labels are i18n keys under "hero" in home.json.
 */
export type HeroVariantId = 'realtime' | 'insight' | 'explore';

export interface HeroVariant {
  id: HeroVariantId;
  primaryCta: 'downloadNow' | 'getStarted';
  secondaryCta: 'exploreFeatures' | 'seeHowItWorks' | 'discoverTools';
}

export const heroVariants: readonly HeroVariant[] = [
  { id: 'realtime', primaryCta: 'downloadNow', secondaryCta: 'exploreFeatures' },
  { id: 'insight', primaryCta: 'getStarted', secondaryCta: 'seeHowItWorks' },
  { id: 'explore', primaryCta: 'downloadNow', secondaryCta: 'discoverTools' },
];

/**
 * Picks a variant from a random number in [0, 1). The source is a parameter so tests
 * can choose; a broken source (NaN, out of range) still yields a valid variant.
 */
export function pickHeroVariant(random: () => number = Math.random): HeroVariant {
  const value = random();
  const last = heroVariants.length - 1;
  const index = Number.isFinite(value)
    ? Math.min(last, Math.max(0, Math.floor(value * heroVariants.length)))
    : 0;
  return heroVariants[index] ?? heroVariants[0]!;
}
