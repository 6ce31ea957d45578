import { useEffect, useMemo } from 'react';
import { useSearchParams } from '../../../lib/router/router';
import { readConnection, type Connection } from '../lib/connection';

/** The page's mode from its `conn` and `key` parameters (spec §4, §5; DESIGN §5). */
export function useConnection(): Connection {
  const params = useSearchParams();
  const connection = useMemo(() => readConnection(params), [params]);
  const conn = params.get('conn');
  const invalid = connection.mode === 'visitor' && connection.invalidConn;
  useEffect(() => {
    // Spec §5: an invalid conn only logs this line; the page quietly runs in visitor mode.
    if (invalid) console.log('Invalid IP or port');
  }, [invalid, conn]);
  return connection;
}
