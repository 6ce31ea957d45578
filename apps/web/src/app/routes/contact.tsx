import { useTranslation } from '../../i18n/react';
import { CompanyHero } from '../../features/company/components/company-hero';
import { ContactChannels } from '../../features/company/components/contact-channels';
import { ContactCompany } from '../../features/company/components/contact-company';
import { ContactFormSlot } from '../../features/company/components/contact-form-slot';
import { QueryProvider } from '../../lib/query-provider';
import { usePageTitle } from '../../lib/use-page-title';

export default function ContactPage() {
  const { t } = useTranslation('contact');
  usePageTitle(t('title'));
  return (
    <>
      <CompanyHero eyebrow={t('hero.eyebrow')} heading={t('hero.heading')} lead={t('hero.lead')} />
      <ContactChannels />
      <QueryProvider>
        <ContactFormSlot />
      </QueryProvider>
      <ContactCompany />
    </>
  );
}
