import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { closeWithin, drain } from './shutdown';

let server: TestApp | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A test app listening on a free loopback port with a /slow route that answers after `ms`. */
async function listeningApp(ms: number) {
  server = await createTestApp();
  server.app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { done: true };
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  return { app: server.app, db: server.db, port };
}

/** One request on its own connection: the status and body, or the socket error's code. */
function get(
  port: number,
  path: string,
): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ error: error.code ?? 'error' }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? 'error' }),
    );
  });
}

describe('closing for SIGTERM', () => {
  it('answers the request in flight, refuses new connections, then closes the database', async () => {
    const { app, db, port } = await listeningApp(400);
    const inFlight = get(port, '/slow');
    // The request has reached the handler before the close starts.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = closeWithin(app, 5000);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(await get(port, '/api/health')).toEqual({ error: 'ECONNREFUSED' });
    expect(await inFlight).toEqual({ status: 200, body: '{"done":true}' });
    expect(await closing).toBe('closed');
    await expect(sql`select 1`.execute(db)).rejects.toThrow();
  });

  it('cuts a request that outlasts the grace period instead of waiting for it', async () => {
    const { app, port } = await listeningApp(10_000);
    const inFlight = get(port, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(await closeWithin(app, 300)).toBe('timed out');
    // Cut, not answered: had the close waited for the handler, the request would have had its 200.
    expect(await inFlight).toHaveProperty('error');
  });
});

/** One request on a kept-alive connection of `agent`: the status and the Connection header. */
function getOn(agent: http.Agent, port: number, path: string) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

const openConnections = (server: http.Server) =>
  new Promise<number>((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

describe('draining for SIGTERM, behind a proxy', () => {
  it('refuses new connections, closes none a client may be using, and says Connection: close', async () => {
    const { app, port } = await listeningApp(0);
    // A proxy's kept-alive connection to the instance.
    const proxy = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await getOn(proxy, port, '/api/health')).toEqual({
        status: 200,
        connection: 'keep-alive',
      });
      let drained = false;
      const draining = drain(app, 10_000).then(() => (drained = true));

      expect(await get(port, '/api/health')).toEqual({ error: 'ECONNREFUSED' });
      // The idle connection is still there a while later: the next request goes down it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(drained).toBe(false);
      expect(await getOn(proxy, port, '/api/health')).toEqual({ status: 200, connection: 'close' });
      // That answer closed the last connection, so the drain is over long before its bound.
      await draining;
      expect(await closeWithin(app, 1000)).toBe('closed');
    } finally {
      proxy.destroy();
    }
  });

  it('stops waiting after its bound for a client that keeps a connection open', async () => {
    const { app, port } = await listeningApp(0);
    const browser = new http.Agent({ keepAlive: true });
    try {
      expect((await getOn(browser, port, '/api/health')).status).toBe(200);
      await drain(app, 300);
      // The drain ended by its bound, not because the connection did: it is still open.
      expect(await openConnections(app.server)).toBe(1);
      expect(await closeWithin(app, 1000)).toBe('closed');
    } finally {
      browser.destroy();
    }
  });
});
