import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import type { ExtensionActions } from '../hooks/use-extension-actions';
import type { ExtensionFilter, MarketExtension } from '../lib/filter-extensions';
import { ExtensionList } from './extension-list';

// Cards are rendered a batch at a time: a catalogue of a thousand would otherwise take seconds.
const batch = 48;

interface ExtensionGridProps {
  extensions: MarketExtension[];
  actions: ExtensionActions;
  detailPath: (id: string) => string;
  search: string;
  filter: ExtensionFilter;
  onReset: () => void;
}

export function ExtensionGrid({
  extensions,
  actions,
  detailPath,
  search,
  filter,
  onReset,
}: ExtensionGridProps) {
  const { t } = useTranslation('extensions');
  const [limit, setLimit] = useState(batch);

  if (extensions.length === 0) {
    const product = brand.productName;
    let message: string;
    if (filter === 'installed') {
      message = actions.connected
        ? t('empty.installedNone')
        : t('empty.installedVisitor', { product });
    } else if (search.trim()) {
      message = t('empty.search', { search: search.trim() });
    } else {
      message = t('empty.filter');
    }
    return (
      <div className="ext-empty">
        <p>{message}</p>
        <div className="button-row">
          <button type="button" className="button button--ghost" onClick={onReset}>
            {t('empty.reset')}
          </button>
          {filter === 'installed' && !actions.connected ? (
            <Link to={paths.download} className="button button--primary">
              {t('status.visitorLink', { product })}
            </Link>
          ) : null}
        </div>
      </div>
    );
  }

  const hidden = extensions.length - limit;
  return (
    <>
      <ExtensionList
        extensions={extensions.slice(0, limit)}
        actions={actions}
        detailPath={detailPath}
      />
      {hidden > 0 ? (
        <p className="ext-more">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setLimit((current) => current + batch)}
          >
            {t('card.showMore', { count: Math.min(batch, hidden) })}
          </button>
        </p>
      ) : null}
    </>
  );
}
