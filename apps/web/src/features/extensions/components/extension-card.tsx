import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { Link } from '../../../lib/router/router';
import { publisherPath } from '../lib/connection';
import type { ExtensionActions as Actions } from '../hooks/use-extension-actions';
import type { MarketExtension } from '../lib/filter-extensions';
import { ExtensionActions } from './extension-actions';
import { ExtensionBadges } from './extension-badges';
import { ExtensionFacts } from './extension-facts';
import { ExtensionIcon } from './extension-icon';
import { RatingStars } from './rating-stars';

interface ExtensionCardProps {
  extension: MarketExtension;
  actions: Actions;
  /** The route of the extension's own page. */
  detailPath: string;
}

export function ExtensionCard({ extension, actions, detailPath }: ExtensionCardProps) {
  const { t } = useTranslation('extensions');
  const headingId = `ext-${extension.id}-name`;
  return (
    <article className="ext-card" aria-labelledby={headingId}>
      <header className="ext-card__top">
        <ExtensionIcon category={extension.category} />
        <ExtensionBadges extension={extension} connected={actions.connected} />
      </header>
      <div className="ext-card__title">
        <h3 id={headingId}>
          <Link to={detailPath}>{extension.name}</Link>
        </h3>
        <span className="ext-card__version">
          {t('card.version', { version: extension.version })}
        </span>
      </div>
      <p className="ext-card__author">
        <Link to={publisherPath(extension.author)}>
          {t('card.by', { author: extension.author })}
        </Link>
      </p>
      {extension.rating ? (
        <p className="ext-card__rating">
          <RatingStars rating={extension.rating} />
        </p>
      ) : null}
      <p className="ext-card__description">{extension.description}</p>
      <ExtensionFacts extension={extension} />
      <div className="ext-card__footer">
        <ExtensionActions extension={extension} actions={actions} />
        <Link to={detailPath} className="ext-card__details">
          {t('card.details')}
          <span className="visually-hidden"> {extension.name}</span>
          <ArrowRight aria-hidden="true" size={16} />
        </Link>
      </div>
    </article>
  );
}
