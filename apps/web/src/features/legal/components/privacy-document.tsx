import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';
import { formatCalendarDate } from '../../../lib/format';
import { DocumentPage } from './document-page';
import { documentSections, type SectionId } from './document-sections';
import { brandValues } from './inline-elements';

const sectionIds = [
  'overview',
  'data-we-collect',
  'how-we-use-data',
  'telemetry-data',
  'data-sharing',
  'your-rights',
  'data-security',
  'compliance',
  'contact-us',
] as const satisfies readonly SectionId<'privacy'>[];

/** The Privacy Policy page: the GDPR and KVKK notice in nine sections. */
export function PrivacyDocument() {
  const { t, i18n } = useTranslation('privacy');
  // This version took effect on the day it was published, so both dates are the same.
  const date = formatCalendarDate(brand.privacyPolicyDate, i18n.language);
  const sections = documentSections(t, sectionIds);

  return (
    <DocumentPage
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead', brandValues)}
      meta={
        <>
          <p>{t('lastUpdated', { date })}</p>
          <p>{t('effectiveDate', { date })}</p>
        </>
      }
      navLabel={t('navLabel')}
      sections={sections}
    />
  );
}
