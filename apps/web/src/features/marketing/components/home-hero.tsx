import { type MouseEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { ArrowDown, Download } from 'lucide-react';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { pickHeroVariant } from '../lib/hero-variants';
import { useBrowserValue } from '../../../lib/hydration';
import { LivePlot } from './live-plot';

export const featuresSectionId = 'features';
export const featuresHeadingId = 'features-heading';

/** Moves keyboard focus along with the scroll, so the next Tab continues in the features. */
function focusFeatures(event: MouseEvent<HTMLAnchorElement>) {
  const section = document.getElementById(featuresSectionId);
  if (!section) return;
  // The router scrolls on a hash change; a second click on the same anchor has none.
  if (window.location.hash === `#${featuresSectionId}`) {
    event.preventDefault();
    section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }
  document.getElementById(featuresHeadingId)?.focus({ preventScroll: true });
}

export function HomeHero() {
  const { t } = useTranslation('home');
  // A new message on every visit to the page, stable while it stays mounted. The prerendered page
  // holds the first message and its hydration draws the same; the visit's own pick follows at once.
  const [variant] = useBrowserValue(
    () => pickHeroVariant(),
    pickHeroVariant(() => 0),
  );
  const titleId = 'hero-title';

  return (
    <section className="hero" aria-labelledby={titleId}>
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1 id={titleId} data-variant={variant.id}>
            {t(`hero.variants.${variant.id}.title`)}
          </h1>
          <p className="hero__lead">
            {t(`hero.variants.${variant.id}.text`, { product: brand.productName })}
          </p>
          <div className="button-row">
            <Link to={paths.download} className="button button--primary hero__button">
              <Download aria-hidden="true" size={18} />
              {t(`hero.cta.${variant.primaryCta}`)}
            </Link>
            <Link
              to={`${paths.home}#${featuresSectionId}`}
              className="button button--ghost hero__button"
              onClick={focusFeatures}
            >
              {t(`hero.cta.${variant.secondaryCta}`)}
              <ArrowDown aria-hidden="true" size={18} />
            </Link>
          </div>
          <p className="hero__note">
            {t('hero.note', { version: brand.releases.stable })} ·{' '}
            <Link to={paths.demo}>{t('hero.demo')}</Link>
          </p>
        </div>
        <LivePlot />
      </div>
    </section>
  );
}
