import { useCallback, useEffect, useMemo, useState } from 'react';
import { extensionSorts, type ExtensionSort } from '@sinyal/contracts/extensions-api';
import { useTranslation } from '../../../i18n/react';
import { useLocation, useNavigate, useSearchParams } from '../../../lib/router/router';
import { useBrowserValue } from '../../../lib/hydration';
import { cataloguePageSize, type CataloguePageRequest } from '../api/get-catalogue';
import { useCataloguePage, useInstalledEntries } from '../hooks/use-catalogue';
import { pageOf } from '../lib/catalogue-page';
import { useConnection } from '../hooks/use-connection';
import { useExtensionActions } from '../hooks/use-extension-actions';
import { useLocalBackend } from '../hooks/use-local-backend';
import { extensionsPath } from '../lib/connection';
import type { ExtensionFilter } from '../lib/filter-extensions';
import { mergeLocalStatus, revokedOutsideCatalogue } from '../lib/merge-status';
import { ConnectionStatus } from './connection-status';
import { ExtensionGrid } from './extension-grid';
import { ExtensionToolbar } from './extension-toolbar';
import { Pager } from './pager';
import { RevokedInstalled } from './revoked-note';
import '../extensions.css';
import { PageSpinner } from '../../../components/ui/page-spinner';

// The server is asked once the reader pauses typing, not at every key.
const searchPause = 250;

/** What each filter asks the server for; "installed" is the app's list, not the server's. */
const serverFilter: Record<
  Exclude<ExtensionFilter, 'installed'>,
  Pick<CataloguePageRequest, 'category' | 'plan'>
> = {
  all: {},
  free: { plan: 'free' },
  premium: { plan: 'premium' },
  recorder: { category: 'Recorder' },
  visualization: { category: 'Visualization' },
};

function useSettledValue(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), searchPause);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The order and page in the address (`/extensions?sort=rating&page=3`), so a page can be linked,
 * reloaded and returned to with Back. The prerender (and the first render of its hydration) draws
 * the first page by name, whatever the address says.
 */
function useOrderAndPage() {
  const params = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [inBrowser] = useBrowserValue(() => true, false);
  const asked = params.get('sort');
  const sort: ExtensionSort =
    inBrowser && extensionSorts.includes(asked as ExtensionSort)
      ? (asked as ExtensionSort)
      : 'name';
  const pageNumber = Number(params.get('page'));
  const page = inBrowser && Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1;
  const go = useCallback(
    (next: { sort: ExtensionSort; page: number }, replace = false) => {
      const query = new URLSearchParams(params);
      if (next.sort === 'name') query.delete('sort');
      else query.set('sort', next.sort);
      if (next.page === 1) query.delete('page');
      else query.set('page', String(next.page));
      const search = query.toString();
      navigate(search ? `${pathname}?${search}` : pathname, { replace, keepScroll: true });
    },
    [navigate, params, pathname],
  );
  return { sort, page, go };
}

/** The marketplace below the hero: mode line, search, filters and cards (docs/product.md §2, §4, §5). */
export function Marketplace() {
  const { t } = useTranslation('extensions');
  const connection = useConnection();
  const connected = connection.mode === 'connected';
  const { sort, page, go } = useOrderAndPage();
  const local = useLocalBackend(connection);
  const actions = useExtensionActions(connected, local);
  const [search, setSearchText] = useState('');
  const [filter, setFilterName] = useState<ExtensionFilter>('all');
  const settledSearch = useSettledValue(search);

  const request: CataloguePageRequest = {
    sort,
    page,
    q: settledSearch,
    ...(filter === 'installed' ? {} : serverFilter[filter]),
  };
  const showInstalled = filter === 'installed';
  const catalogue = useCataloguePage(request, !showInstalled);
  // The app's installed extensions, each from the catalogue by its id: the "installed" list, and
  // the revoked ones the catalogue no longer has.
  const installedIds = useMemo(
    () =>
      [...(local.statuses?.values() ?? [])]
        .filter((status) => status.installed)
        .map((status) => status.id),
    [local.statuses],
  );
  const installed = useInstalledEntries(connected ? installedIds : []);
  const revokedElsewhere = useMemo(
    () => revokedOutsideCatalogue(installed.unlisted, local.statuses),
    [installed.unlisted, local.statuses],
  );

  // Another search, list or order starts again at its first page.
  const setSearch = useCallback(
    (value: string) => {
      setSearchText(value);
      if (page !== 1) go({ sort, page: 1 }, true);
    },
    [go, page, sort],
  );
  const setFilter = useCallback(
    (value: ExtensionFilter) => {
      setFilterName(value);
      if (page !== 1) go({ sort, page: 1 }, true);
    },
    [go, page, sort],
  );
  const chooseSort = useCallback((value: ExtensionSort) => go({ sort: value, page: 1 }), [go]);
  const choosePage = useCallback((value: number) => go({ sort, page: value }), [go, sort]);

  const shownPage = showInstalled
    ? connected
      ? { status: installed.status, ...pageOf(installed.items, request) }
      : { status: 'ready' as const, items: [], total: 0 }
    : catalogue.status === 'ready'
      ? catalogue
      : { status: 'loading' as const, items: [], total: 0 };
  const items = useMemo(
    () => mergeLocalStatus(shownPage.items, local.statuses),
    [shownPage.items, local.statuses],
  );
  // Cards wait for the app's answer too, so an installed extension never flashes "Install".
  const loading =
    shownPage.status === 'loading' || (connected && local.link.phase === 'connecting');
  const detailPath = useCallback((id: string) => extensionsPath(id), []);
  const reset = useCallback(() => {
    setSearch('');
    setFilter('all');
  }, [setSearch, setFilter]);
  const pages = Math.max(1, Math.ceil(shownPage.total / cataloguePageSize));

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
              {t('toolbar.results', { count: shownPage.total })}
            </p>
            <ExtensionGrid
              extensions={items}
              actions={actions}
              detailPath={detailPath}
              search={search}
              filter={filter}
              onReset={reset}
            />
            <Pager page={Math.min(page, pages)} pages={pages} onPage={choosePage} />
          </>
        )}
      </div>
    </section>
  );
}
