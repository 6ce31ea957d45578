import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';

const storyParagraphs = ['p1', 'p2', 'p3'] as const;

export function AboutStory() {
  const { t } = useTranslation('about');
  const values = { product: brand.productName, year: brand.foundedYear, city: brand.companyCity };
  const facts = [
    { term: t('facts.founded'), detail: String(brand.foundedYear) },
    { term: t('facts.headquarters'), detail: brand.companyCity },
    { term: t('facts.editions'), detail: t('facts.editionsValue') },
    { term: t('facts.platforms'), detail: t('facts.platformsValue') },
  ];
  return (
    <section className="section" aria-labelledby="our-story">
      <div className="container about-story">
        <div>
          <p className="eyebrow">{t('story.eyebrow', values)}</p>
          <h2 id="our-story">{t('story.heading')}</h2>
          {storyParagraphs.map((key) => (
            <p key={key}>{t(`story.${key}`, values)}</p>
          ))}
        </div>
        <dl className="card about-facts" aria-label={t('facts.label')}>
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
