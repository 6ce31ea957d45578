import { useEffect, useMemo } from 'react';
import { useLinkParams, useLocation, useNavigate } from '../../../lib/router/router';
import {
  connectionFromLink,
  keepConnection,
  storedConnection,
  type Connection,
} from '../lib/connection';

/**
 * The page's mode (docs/product.md §4, §5; docs/architecture.md §5): from the link's `conn` and
 * `key` (in its fragment, or the query of older links) when it has them, which are then kept for the tab and taken out of the address bar;
 * otherwise the connection this tab kept.
 */
export function useConnection(): Connection {
  const params = useLinkParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const fromLink = useMemo(() => connectionFromLink(params), [params]);
  const connection = useMemo(() => fromLink ?? storedConnection(), [fromLink]);
  const invalid = fromLink?.mode === 'visitor' && fromLink.invalidConn;
  const conn = params.get('conn');

  useEffect(() => {
    if (conn === null) return;
    keepConnection(params);
    // docs/product.md §5: an invalid conn only logs this line; the page quietly runs in visitor mode.
    if (invalid) {
      console.log('Invalid IP or port');
      return;
    }
    const rest = new URLSearchParams(search);
    rest.delete('conn');
    rest.delete('key');
    const query = rest.toString();
    navigate(query ? `${pathname}?${query}` : pathname, { replace: true });
  }, [conn, invalid, navigate, params, pathname, search]);

  return connection;
}
