import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { closeWithin } from './shutdown';

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
    const started = Date.now();

    expect(await closeWithin(app, 300)).toBe('timed out');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await inFlight).toHaveProperty('error');
  });
});
