import { useTranslation } from 'react-i18next';
import { brand } from '../../../config/brand';
import { formatLongDate } from '../utils/format-date';
import { DocumentBlocks, type SectionCopy } from './document-blocks';
import { DocumentPage } from './document-page';
import { brandValues, inlineElements } from './inline-elements';
import { PlanCards } from './plan-cards';

const sectionIds = [
  'terms-of-service',
  'privacy-policy',
  'software-license',
  'extension-policy',
  'disclaimer',
  'limitation-of-liability',
  'compliance',
] as const;

// The terms were last revised together with the privacy policy.
const lastUpdated = brand.privacyPolicyDate;

/** The Legal Information page: terms, licence and policies in seven sections. */
export function LegalDocument() {
  const { t, i18n } = useTranslation('legal');
  const sections = sectionIds.map((id) => {
    const copy = t(`sections.${id}`, { returnObjects: true }) as SectionCopy;
    return {
      id,
      title: copy.title,
      content: (
        <DocumentBlocks
          t={t}
          sectionKey={`sections.${id}`}
          blocks={copy.blocks}
          components={inlineElements}
          values={brandValues}
          slots={{ plans: <PlanCards /> }}
        />
      ),
    };
  });

  return (
    <DocumentPage
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead', brandValues)}
      meta={<p>{t('lastUpdated', { date: formatLongDate(lastUpdated, i18n.language) })}</p>}
      navLabel={t('navLabel')}
      sections={sections}
    />
  );
}
