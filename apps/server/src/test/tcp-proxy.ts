import net from 'node:net';

/** A TCP relay a test puts between the server and PostgreSQL or Redis, to cut the link at will. */
export interface TcpProxy {
  /** The port it listens on (127.0.0.1). */
  readonly port: number;
  /** The target's URL with the proxy's address in its place (postgres://…, redis://…). */
  via(url: string): string;
  /**
   * The outage: every open connection is torn down and new ones are refused (the port stops
   * listening), as when the server goes away. The real server is never touched.
   */
  cut(): Promise<void>;
  /**
   * The silent outage (a link that drops packets): connections stay open but nothing passes,
   * either way, and new ones are accepted and left hanging. Only timeouts end the waits.
   */
  stall(): void;
  /** Relays as before; the links held by a stall are reset (their sessions were lost). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

const listen = (server: net.Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

const stopListening = (server: net.Server) =>
  new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
  });

/** Relays 127.0.0.1:<free port> to `target`; test-only. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let stalled = false;
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    // A torn-down link reports ECONNRESET on the other side; nothing to do about it here.
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (stalled) return void client.pause();
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await listen(server, 0);
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('proxy has no port');
  const port = address.port;

  return {
    port,
    via(url) {
      const relayed = new URL(url);
      relayed.hostname = '127.0.0.1';
      relayed.port = String(port);
      return relayed.toString();
    },
    async cut() {
      const closed = stopListening(server);
      for (const socket of open) socket.destroy();
      await closed;
    },
    stall() {
      stalled = true;
      for (const socket of open) {
        socket.unpipe();
        socket.pause();
      }
    },
    async restore() {
      if (stalled) {
        stalled = false;
        for (const socket of open) socket.destroy();
      }
      if (!server.listening) await listen(server, port);
    },
    async close() {
      const closed = stopListening(server);
      for (const socket of open) socket.destroy();
      await closed;
    },
  };
}

/** The host and port of a postgres:// or redis:// URL. */
export function targetOf(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || defaultPort) };
}
