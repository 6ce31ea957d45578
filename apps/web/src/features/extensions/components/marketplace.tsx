import { useCallback, useMemo, useState } from 'react';
import type { ExtensionSort } from '@sinyal/contracts/extensions-api';
import { useTranslation } from 'react-i18next';
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
import { Pager } from './pager';
import { RevokedInstalled } from './revoked-note';
import '../extensions.css';
import { PageSpinner } from '../../../components/ui/page-spinner';

/** Cards on one page of the marketplace. */
const pageSize = 24;

/** The marketplace below the hero: mode line, search, filters and cards (docs/product.md §2, §4, §5). */
export function Marketplace() {
  const { t } = useTranslation('extensions');
  const connection = useConnection();
  const connected = connection.mode === 'connected';
  const [sort, setSort] = useState<ExtensionSort>('name');
  const [page, setPage] = useState(1);
  const catalogue = useCatalogue(sort);
  const local = useLocalBackend(connection);
  const actions = useExtensionActions(connected, local);
  const [search, setSearchText] = useState('');
  const [filter, setFilterName] = useState<ExtensionFilter>('all');
  // Another search, list or order starts again at its first page.
  const setSearch = useCallback((value: string) => {
    setSearchText(value);
    setPage(1);
  }, []);
  const setFilter = useCallback((value: ExtensionFilter) => {
    setFilterName(value);
    setPage(1);
  }, []);
  const chooseSort = useCallback((value: ExtensionSort) => {
    setSort(value);
    setPage(1);
  }, []);

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
  }, [setSearch, setFilter]);
  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, pages);
  const onPage = useMemo(
    () => shown.slice((current - 1) * pageSize, current * pageSize),
    [shown, current],
  );

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
          sort={sort}
          onSort={chooseSort}
        />
        {loading ? (
          <PageSpinner className="ext-loading" label={t('loading')} />
        ) : (
          <>
            <p className="ext-results" aria-live="polite">
              {t('toolbar.results', { count: shown.length })}
            </p>
            <ExtensionGrid
              extensions={onPage}
              actions={actions}
              detailPath={detailPath}
              search={search}
              filter={filter}
              onReset={reset}
            />
            <Pager page={current} pages={pages} onPage={setPage} />
          </>
        )}
      </div>
    </section>
  );
}
