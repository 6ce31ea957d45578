import http, { type IncomingHttpHeaders } from 'node:http';

export interface ProbeRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
}

export interface ProbeAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The parsed body when the answer is JSON, otherwise undefined. */
  json: unknown;
  isJson: boolean;
}

/**
 * One HTTP request with node:http rather than fetch: fetch refuses to set Host (the DNS-rebinding
 * check needs a foreign one) and a browser-like client would hide CORS headers we want to read.
 */
export function probe(ip: string, port: number, request: ProbeRequest): Promise<ProbeAnswer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      {
        host: ip,
        port,
        method: request.method ?? 'GET',
        path: request.path,
        headers: {
          ...(request.body !== undefined
            ? { 'Content-Length': String(Buffer.byteLength(request.body)) }
            : {}),
          ...request.headers,
        },
        // A fresh connection each time, so one refused request cannot disturb the next.
        agent: false,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const isJson = /^application\/json\b/i.test(res.headers['content-type'] ?? '');
          let json: unknown;
          if (isJson) {
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, isJson });
        });
      },
    );
    req.setTimeout(request.timeoutMs ?? 5000, () => {
      req.destroy(new Error(`no answer within ${request.timeoutMs ?? 5000} ms`));
    });
    req.on('error', (error) => {
      // A server may refuse an oversized body and close while it is still being sent; the answer
      // it gave first is what counts.
      if (!answered) reject(error);
    });
    if (request.body !== undefined) {
      req.write(request.body, () => undefined);
    }
    req.end();
  });
}
