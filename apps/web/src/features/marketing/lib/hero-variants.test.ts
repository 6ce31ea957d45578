import { describe, expect, it } from 'vitest';
import { heroVariants, pickHeroVariant } from './hero-variants';
import enHome from '../../../i18n/locales/en/home.json';
import trHome from '../../../i18n/locales/tr/home.json';

describe('pickHeroVariant', () => {
  it('maps the random range onto the three variants in equal thirds', () => {
    expect(pickHeroVariant(() => 0).id).toBe('realtime');
    expect(pickHeroVariant(() => 0.33).id).toBe('realtime');
    expect(pickHeroVariant(() => 0.34).id).toBe('insight');
    expect(pickHeroVariant(() => 0.66).id).toBe('insight');
    expect(pickHeroVariant(() => 0.67).id).toBe('explore');
    expect(pickHeroVariant(() => 0.999999).id).toBe('explore');
  });

  it('still returns a variant when the source misbehaves', () => {
    expect(pickHeroVariant(() => 1).id).toBe('explore');
    expect(pickHeroVariant(() => -0.5).id).toBe('realtime');
    expect(pickHeroVariant(() => Number.NaN).id).toBe('realtime');
  });

  it('gives each variant its own second button and a download-style first button', () => {
    expect(heroVariants.map((variant) => variant.secondaryCta)).toEqual([
      'exploreFeatures',
      'seeHowItWorks',
      'discoverTools',
    ]);
    for (const variant of heroVariants) {
      expect(['downloadNow', 'getStarted']).toContain(variant.primaryCta);
    }
  });

  it('uses Math.random by default', () => {
    expect(heroVariants).toContain(pickHeroVariant());
  });
});

describe('the hero messages', () => {
  // A visitor must learn from any of the three that Sinyal is a desktop app and what it reads.
  it.each([
    ['en', enHome, /desktop app/, /database/],
    ['tr', trHome, /masaüstü uygulama/, /veritaban/],
  ] as const)('each names the desktop app and its sources (%s)', (_language, strings, app, db) => {
    for (const variant of heroVariants) {
      const text = strings.hero.variants[variant.id].text;
      expect(text).toMatch(app);
      expect(text).toMatch(/\{\{product\}\}/);
      for (const source of [/UART/, /CAN/, /Bluetooth/, db]) expect(text).toMatch(source);
    }
  });
});
