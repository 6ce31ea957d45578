import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';
import { formatCalendarDate } from '../../../lib/format';
import { DocumentPage } from './document-page';
import { documentSections, type SectionId } from './document-sections';
import { brandValues } from './inline-elements';
import { PlanCards } from './plan-cards';

const sectionIds = [
  'terms-of-service',
  'privacy-policy',
  'software-license',
  'extension-policy',
  'disclaimer',
  'limitation-of-liability',
  'compliance',
] as const satisfies readonly SectionId<'legal'>[];

// The terms were last revised together with the privacy policy.
const lastUpdated = brand.privacyPolicyDate;

/** The Legal Information page: terms, licence and policies in seven sections. */
export function LegalDocument() {
  const { t, i18n } = useTranslation('legal');
  const sections = documentSections(t, sectionIds, { plans: <PlanCards /> });

  return (
    <DocumentPage
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead', brandValues)}
      meta={<p>{t('lastUpdated', { date: formatCalendarDate(lastUpdated, i18n.language) })}</p>}
      navLabel={t('navLabel')}
      sections={sections}
    />
  );
}
