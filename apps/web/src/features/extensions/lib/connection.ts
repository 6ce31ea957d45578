import { agentBaseUrl, decodeConn, type AgentConn } from '@sinyal/contracts/agent';
import { agentConnectionStorageKey } from '../../../lib/agent-connection-storage';
import { readItem, removeItem, writeItem } from '../../../lib/storage';

/** docs/product.md §4: a valid `conn` puts the page in connected mode, anything else in visitor mode. */
export type Connection =
  | { mode: 'visitor'; invalidConn: boolean }
  | {
      mode: 'connected';
      conn: AgentConn;
      /** "127.0.0.1:47113", for the status line. */
      address: string;
      baseUrl: string;
      /** The pairing key of the link (docs/architecture.md §5); null when the link has none. */
      key: string | null;
    };

/**
 * The connection is kept for the tab (sessionStorage), so moving between pages keeps it, and the
 * pairing key leaves the address bar (and the history, and anything the address is copied to)
 * once it has been read. Another tab, or closing this one, starts in visitor mode.
 */
export const connectionStorageKey = agentConnectionStorageKey;

interface StoredLink {
  conn: string;
  key: string | null;
}

function connectionOf(raw: string, key: string | null): Connection {
  const conn = decodeConn(raw);
  if (!conn) return { mode: 'visitor', invalidConn: true };
  return {
    mode: 'connected',
    conn,
    address: `${conn.ip}:${conn.port}`,
    baseUrl: agentBaseUrl(conn),
    key,
  };
}

/** What the link in the address says, or null when it carries no `conn`. */
export function connectionFromLink(params: URLSearchParams): Connection | null {
  const raw = params.get('conn');
  if (raw === null) return null;
  return connectionOf(raw, params.get('key')?.trim() || null);
}

export function storedConnection(): Connection {
  const text = readItem('session', connectionStorageKey);
  if (!text) return { mode: 'visitor', invalidConn: false };
  try {
    const stored = JSON.parse(text) as Partial<StoredLink>;
    if (typeof stored.conn !== 'string') throw new Error('no conn');
    const connection = connectionOf(
      stored.conn,
      typeof stored.key === 'string' ? stored.key : null,
    );
    return connection.mode === 'connected' ? connection : { mode: 'visitor', invalidConn: false };
  } catch {
    removeItem('session', connectionStorageKey);
    return { mode: 'visitor', invalidConn: false };
  }
}

/** Keeps a link's connection for the tab; an invalid link forgets the one kept before. */
export function keepConnection(params: URLSearchParams): void {
  const raw = params.get('conn');
  if (raw === null) return;
  if (!decodeConn(raw)) {
    removeItem('session', connectionStorageKey);
    return;
  }
  const stored: StoredLink = { conn: raw, key: params.get('key')?.trim() || null };
  writeItem('session', connectionStorageKey, JSON.stringify(stored));
}

/** The route of an extension's page (or the list); the tab keeps the connection. */
export function extensionsPath(id?: string): string {
  return id ? `/extensions/${encodeURIComponent(id)}` : '/extensions';
}

/** The route of a publisher's page: the author name a card shows. */
export function publisherPath(author: string): string {
  return `/publishers/${encodeURIComponent(author)}`;
}
