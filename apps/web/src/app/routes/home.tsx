import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/react';
import { i18next } from '../../i18n/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { CoreFeatures } from '../../features/marketing/components/core-features';
import { HomeHero } from '../../features/marketing/components/home-hero';
import { ProfessionalsSection } from '../../features/marketing/components/professionals-section';
import { TechStack } from '../../features/marketing/components/tech-stack';
import { UniqueAdvantages } from '../../features/marketing/components/unique-advantages';
import '../../features/marketing/components/home.css';

// The plans are the last section, far below the first screen: their code and their strings follow
// the page instead of holding up its first paint (the home page's budget, docs/architecture.md §4).
// Both are fetched together, so the section does not wait for one and then the other.
const PricingSection = lazy(() =>
  Promise.all([
    import('../../features/marketing/components/pricing-section'),
    i18next.loadNamespaces('pricing'),
  ]).then(([module]) => ({ default: module.PricingSection })),
);

export default function HomePage() {
  useTranslation('home');
  usePageTitle(null);
  return (
    <>
      <HomeHero />
      <CoreFeatures />
      <UniqueAdvantages />
      <ProfessionalsSection />
      <TechStack />
      {/* Until the plans arrive the anchor is already there, so "/#pricing" finds its place. */}
      <Suspense
        fallback={<section id="pricing" className="section section--alt" aria-busy="true" />}
      >
        <PricingSection id="pricing" />
      </Suspense>
    </>
  );
}
