// The reference of the speed budget: node:http with nothing on top, answering a constant JSON.
import http from 'node:http';

const body = JSON.stringify({ ok: true });
const length = String(Buffer.byteLength(body));
http
  .createServer((request, response) => {
    // The request body (if any) is drained so keep-alive connections stay usable.
    request.resume();
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': length,
    });
    response.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
