import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';
import { CoreFeatures } from '../../features/marketing/components/core-features';
import { HomeHero } from '../../features/marketing/components/home-hero';
import { PricingSection } from '../../features/marketing/components/pricing-section';
import { ProfessionalsSection } from '../../features/marketing/components/professionals-section';
import { TechStack } from '../../features/marketing/components/tech-stack';
import { UniqueAdvantages } from '../../features/marketing/components/unique-advantages';
import '../../features/marketing/components/home.css';

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
      <PricingSection id="pricing" />
    </>
  );
}
