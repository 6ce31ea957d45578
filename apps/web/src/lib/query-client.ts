import i18next from '../i18n/runtime';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import type { NamespacedKey } from '../i18n/keys';
import { notify } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The translation key of the toast a failed load shows. Raised by the cache, not by the
       * screen: a 401 logs the reader out and the screen is gone before it could say anything,
       * and several failed loads of one screen make one toast (notify.ts).
       */
      errorToast?: NamespacedKey;
    };
  }
}

/**
 * The one QueryClient of the site, for every server call (and the calls to the desktop app's local
 * backend). It is loaded with the first screen that needs data, never with the home page.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (_error, query) => {
      const toast = query.meta?.errorToast;
      if (toast) notify.error(i18next.t(toast));
    },
  }),
  defaultOptions: {
    queries: {
      // docs/product.md §8: a failed load says so at once; the reader can try again.
      retry: false,
      refetchOnWindowFocus: false,
      // Going between screens (dashboard and profile, catalogue and detail) shows loaded data at once.
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
