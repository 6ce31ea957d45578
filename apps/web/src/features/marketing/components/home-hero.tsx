import { type MouseEvent, useContext, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { ArrowDown, Download } from 'lucide-react';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import {
  heroVariantById,
  heroVariants,
  HeroVariantContext,
  pickHeroVariant,
  type HeroVariant,
} from '../lib/hero-variants';
import { LivePlot } from './live-plot';

export const featuresSectionId = 'features';
export const featuresHeadingId = 'features-heading';
const heroTitleId = 'hero-title';

/**
 * The message already on the page: on the server the one it was asked to draw, in the browser the
 * one the served page shows (its heading's data-variant), which hydration must keep. None when the
 * home page is drawn anew in the browser.
 */
function shownVariant(serverPick: string | undefined): HeroVariant | undefined {
  if (typeof document === 'undefined') return heroVariantById(serverPick) ?? heroVariants[0];
  return heroVariantById(document.getElementById(heroTitleId)?.dataset.variant);
}

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
  // A new message on every visit, stable while the page stays mounted. A page the server sent
  // holds its own pick, which hydration keeps (nothing changes after the first paint); a visit
  // reached inside the site picks here.
  const serverPick = useContext(HeroVariantContext);
  const [variant] = useState(() => shownVariant(serverPick) ?? pickHeroVariant());
  const titleId = heroTitleId;

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
