import { createContext } from 'react';

/**
 * The landing hero shows one of three messages, picked at random for each visit. A page loaded
 * from the server comes with the server's pick already drawn (one prerendered home page per
 * message); a visit reached by navigating inside the site picks in the browser.
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

/** The variant of `id`, if it names one. */
export function heroVariantById(id: string | undefined): HeroVariant | undefined {
  return heroVariants.find((variant) => variant.id === id);
}

/** The message the server renderer draws the hero with (the prerender writes one page of each). */
export const HeroVariantContext = createContext<HeroVariantId | undefined>(undefined);
