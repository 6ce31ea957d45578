import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';
import { CoreFeatures } from '../../features/marketing/components/core-features';
import { HomeHero } from '../../features/marketing/components/home-hero';
import { ProfessionalsSection } from '../../features/marketing/components/professionals-section';
import { TechStack } from '../../features/marketing/components/tech-stack';
import { UniqueAdvantages } from '../../features/marketing/components/unique-advantages';
import '../../features/marketing/components/home.css';

// The plans are the last section, far below the first screen: their code follows the page instead
// of holding up its first paint (the home page's budget, docs/architecture.md §4).
const PricingSection = lazy(() =>
  import('../../features/marketing/components/pricing-section').then((module) => ({
    default: module.PricingSection,
  })),
);

export default function HomePage() {
  // Both namespaces in one go, so the pricing strings do not load after the page has painted.
  useTranslation(['home', 'pricing']);
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
