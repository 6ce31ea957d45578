// The WebSockets page's code. It is run against the reference agent by
// apps/agent/src/stream-docs.test.ts, so what the page shows is a client that works.

/** Where the page's examples say the port and key go, when no app is connected. */
export const examplePort = 47113;
export const exampleKey = 'your-pairing-key';

export function streamHandshake(origin: string, port: number = examplePort): string {
  return `GET /api/stream HTTP/1.1
Host: 127.0.0.1:${port}
Origin: ${origin}
Upgrade: websocket
Connection: Upgrade
Sec-WebSocket-Version: 13
Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==
Sec-WebSocket-Protocol: sinyal.v1, key.<pairing key>

HTTP/1.1 101 Switching Protocols
Upgrade: websocket
Connection: Upgrade
Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=
Sec-WebSocket-Protocol: sinyal.v1`;
}

export const helloExample = `{"type":"hello","rate":100,"channels":[
  {"name":"temperature","unit":"°C"},
  {"name":"pressure","unit":"hPa"},
  {"name":"sine","unit":"V"}]}`;

export const samplesExample = `{"type":"samples","t0":1764180000000,"dt":0.01,"values":{
  "temperature":[20.412,20.413,20.413],
  "pressure":[1013.21,1013.22,1013.22],
  "sine":[0.0628,0.1253,0.1874]}}`;

export const refusalExample = `HTTP/1.1 401 Unauthorized
Content-Type: application/json; charset=utf-8

{"code":"wrong_key","detail":"The pairing key is wrong; open the link the agent printed at its last start"}`;

/**
 * What both clients do with a parsed `message`: keep the channels from hello, print each
 * channel's latest sample. Spelled once so the two samples cannot drift apart.
 */
function handleMessage(explainTime: boolean): string {
  const timeNote = explainTime
    ? '      // Sample i was taken at t0 + i * dt * 1000 (ms since the epoch).\n'
    : '';
  return `  if (message.type === 'hello') {
    channels = message.channels;
    console.log(\`hello: \${message.rate} samples/s of \${channels.map((c) => c.name).join(', ')}\`);
  } else if (message.type === 'samples') {
    for (const { name, unit } of channels) {
      const values = message.values[name];
${timeNote}      const at = new Date(message.t0 + (values.length - 1) * message.dt * 1000);
      console.log(\`\${at.toISOString()} \${name} = \${values.at(-1)} \${unit}\`);
    }
  }
`;
}

/** For a page of the site itself: other origins are refused. */
export function browserClient(port: number = examplePort, key: string = exampleKey): string {
  return `// port and key: from the link the app printed (conn is Base64 of "ip:port")
const port = ${port};
const key = ${JSON.stringify(key)};

const socket = new WebSocket(\`ws://127.0.0.1:\${port}/api/stream\`, ['sinyal.v1', \`key.\${key}\`]);
let channels = [];

socket.addEventListener('message', (event) => {
  const message = JSON.parse(event.data);
${handleMessage(true)}});

// A browser does not show why a handshake failed (401 wrong key, 403 other site): only a close.
socket.addEventListener('close', (event) => console.log(\`closed: \${event.code}\`));`;
}

export const nodeClient = `// npm install ws  ·  node stream.mjs <port> <pairing key>
import WebSocket from 'ws';

const [port = '47113', key = ''] = process.argv.slice(2);
const socket = new WebSocket(\`ws://127.0.0.1:\${port}/api/stream\`, ['sinyal.v1', \`key.\${key}\`]);
let channels = [];

socket.on('unexpected-response', (request, response) => {
  let body = '';
  response.on('data', (chunk) => (body += chunk));
  response.on('end', () => {
    console.error(\`refused: \${response.statusCode} \${body}\`);
    process.exit(1);
  });
});

socket.on('message', (data) => {
  const message = JSON.parse(data.toString());
${handleMessage(false)}});

socket.on('close', (code) => console.log(\`closed: \${code}\`));`;
