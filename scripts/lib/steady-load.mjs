// A steady load for the rolling-restart test: `connections` clients, each sending its requests one
// after the other on a kept-alive connection, until stopped. Unlike autocannon, which writes its next
// request down a connection as soon as an answer is in, even one that ended with
// `Connection: close`, these clients behave as HTTP/1.1 asks (RFC 9112 §9.6): after such an
// answer they open a new connection. So every failure counted is one a real client would see.
import http from 'node:http';

/**
 * Starts the load on `base` (http://host:port), cycling through `requests` ({method, path,
 * headers}). `stop()` lets the requests in flight finish and resolves the figures: requests, 2xx,
 * other statuses, errors by code, and the 99th percentile latency in milliseconds.
 */
export function steadyLoad(base, requests, { connections = 8 } = {}) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const figures = { requests: 0, ok: 0, non2xx: 0, statuses: {}, errors: {} };
  let running = true;

  const send = ({ method, path, headers = {} }) =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const request = http.request(
        { host: url.hostname, port: url.port, method, path, headers, agent },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) figures.ok += 1;
            else {
              figures.non2xx += 1;
              figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
            }
            resolve();
          });
        },
      );
      request.on('error', (error) => {
        const code = error.code ?? error.message;
        figures.errors[code] = (figures.errors[code] ?? 0) + 1;
        resolve();
      });
      request.end();
    });

  const clients = Array.from({ length: connections }, async (_, index) => {
    for (let turn = index; running; turn += 1) {
      figures.requests += 1;
      await send(requests[turn % requests.length]);
    }
  });

  return {
    async stop() {
      running = false;
      await Promise.all(clients);
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const errors = Object.values(figures.errors).reduce((sum, count) => sum + count, 0);
      return {
        ...figures,
        errorCount: errors,
        p99Ms: latencies.length ? latencies[Math.floor(latencies.length * 0.99)] : 0,
      };
    },
  };
}
