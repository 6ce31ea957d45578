import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useCatalogue } from '../hooks/use-catalogue';
import { useConnection } from '../hooks/use-connection';
import { useExtensionActions } from '../hooks/use-extension-actions';
import { useLocalBackend } from '../hooks/use-local-backend';
import { extensionsPath } from '../lib/connection';
import { filterExtensions, type ExtensionFilter } from '../lib/filter-extensions';
import { mergeLocalStatus, revokedOutsideCatalogue } from '../lib/merge-status';
import { ConnectionStatus } from './connection-status';
import { ExtensionGrid } from './extension-grid';
import { ExtensionToolbar } from './extension-toolbar';
import { RevokedInstalled } from './revoked-note';
import '../extensions.css';
import { PageSpinner } from '../../../components/ui/page-spinner';

/** The marketplace below the hero: mode line, search, filters and cards (docs/product.md §2, §4, §5). */
export function Marketplace() {
  const { t } = useTranslation('extensions');
  const connection = useConnection();
  const connected = connection.mode === 'connected';
  const catalogue = useCatalogue();
  const local = useLocalBackend(connection);
  const actions = useExtensionActions(connected, local);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<ExtensionFilter>('all');

  const all = useMemo(
    () => (catalogue.status === 'ready' ? mergeLocalStatus(catalogue.items, local.statuses) : []),
    [catalogue, local.statuses],
  );
  const revokedElsewhere = useMemo(
    () =>
      catalogue.status === 'ready' ? revokedOutsideCatalogue(catalogue.items, local.statuses) : [],
    [catalogue, local.statuses],
  );
  const shown = useMemo(
    () => filterExtensions(all, { search, filter, connected }),
    [all, search, filter, connected],
  );
  // Cards wait for the app's answer too, so an installed extension never flashes "Install".
  const loading =
    catalogue.status === 'loading' || (connected && local.link.phase === 'connecting');
  const detailPath = useCallback((id: string) => extensionsPath(id), []);
  const reset = useCallback(() => {
    setSearch('');
    setFilter('all');
  }, []);

  return (
    <section className="section ext-market" aria-labelledby="ext-market-heading">
      <div className="container">
        <h2 id="ext-market-heading" className="visually-hidden">
          {t('card.listLabel')}
        </h2>
        <ConnectionStatus connection={connection} link={local.link} />
        {catalogue.status === 'ready' && catalogue.source === 'built-in' ? (
          <p className="ext-note" role="note">
            {t('status.builtIn')}
          </p>
        ) : null}
        {connected ? <RevokedInstalled extensions={revokedElsewhere} /> : null}
        <ExtensionToolbar
          search={search}
          onSearch={setSearch}
          filter={filter}
          onFilter={setFilter}
        />
        {loading ? (
          <PageSpinner className="ext-loading" label={t('loading')} />
        ) : (
          <>
            <p className="ext-results" aria-live="polite">
              {t('toolbar.results', { count: shown.length })}
            </p>
            <ExtensionGrid
              extensions={shown}
              actions={actions}
              detailPath={detailPath}
              search={search}
              filter={filter}
              onReset={reset}
            />
          </>
        )}
      </div>
    </section>
  );
}
