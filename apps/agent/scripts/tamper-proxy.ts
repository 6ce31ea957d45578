import http from 'node:http';

export type TamperMode = 'off' | 'package' | 'signature';

export interface TamperProxy {
  url: string;
  set(mode: TamperMode): void;
  close(): Promise<void>;
}

/**
 * A registry in front of the real one that can lie, so the conformance suite can see a backend
 * refuse a tampered package: everything passes through unchanged, except that in "package" mode a
 * byte of every package download is flipped and in "signature" mode every release signature is
 * altered. Start the backend with REGISTRY_URL set to its address.
 */
export function startTamperProxy(registryUrl: string, port = 0): Promise<TamperProxy> {
  let mode: TamperMode = 'off';
  const server = http.createServer(async (request, response) => {
    try {
      const upstream = await fetch(`${registryUrl}${request.url ?? '/'}`, {
        method: request.method ?? 'GET',
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      let body = Buffer.from(await upstream.arrayBuffer());
      const path = request.url?.split('?')[0] ?? '';
      if (mode === 'package' && path.endsWith('/package') && body.length > 40) {
        body = Buffer.from(body);
        body[body.length - 40] = (body[body.length - 40] ?? 0) ^ 0xff;
      }
      if (mode === 'signature' && path.endsWith('/signature')) {
        const text = body.toString('utf8');
        const last = text.at(-2) === 'A' ? 'B' : 'A';
        body = Buffer.from(`${text.slice(0, -2)}${last}${text.slice(-1)}`);
      }
      response.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        'content-length': String(body.length),
      });
      response.end(body);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    }
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        set: (next) => {
          mode = next;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
