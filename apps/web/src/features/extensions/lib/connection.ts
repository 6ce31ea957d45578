import { agentBaseUrl, decodeConn, type AgentConn } from '@sinyal/contracts/agent';

/** Spec §4: a valid `conn` puts the page in connected mode, anything else in visitor mode. */
export type Connection =
  | { mode: 'visitor'; invalidConn: boolean }
  | {
      mode: 'connected';
      conn: AgentConn;
      /** "127.0.0.1:47113", for the status line. */
      address: string;
      baseUrl: string;
      /** The pairing key of the link (DESIGN §5); null when the link has none. */
      key: string | null;
      /** The link's own query, kept on links between the list and a detail page. */
      query: string;
    };

export function readConnection(params: URLSearchParams): Connection {
  const raw = params.get('conn');
  if (raw === null) return { mode: 'visitor', invalidConn: false };
  const conn = decodeConn(raw);
  if (!conn) return { mode: 'visitor', invalidConn: true };
  const key = params.get('key')?.trim() || null;
  const query = new URLSearchParams({ conn: raw, ...(key ? { key } : {}) }).toString();
  return {
    mode: 'connected',
    conn,
    address: `${conn.ip}:${conn.port}`,
    baseUrl: agentBaseUrl(conn),
    key,
    query,
  };
}

/** The route of an extension's page (or the list), keeping a connected page connected. */
export function extensionsPath(connection: Connection, id?: string): string {
  const base = id ? `/extensions/${encodeURIComponent(id)}` : '/extensions';
  return connection.mode === 'connected' ? `${base}?${connection.query}` : base;
}
