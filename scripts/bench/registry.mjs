#!/usr/bin/env node
// Registry throughput: publishing and downloading a 10 MB package over HTTP on loopback (MB/s,
// median of 5), the server checking, storing and signing each upload as it does in production.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import yazl from 'yazl';
import { benchTarget, jsonClient, percentile, signInOnPlan, startServer } from './lib.mjs';

const { port, base, dataDir } = benchTarget('BENCH_REGISTRY_PORT', 4799, 'registry');
const megabytes = 10;
const runs = 5;

const json = jsonClient(base);
const publisher = {
  username: 'publisher',
  email: 'publisher@example.com',
  fullName: 'Bench Publisher',
};

/** A package of 10 MB that does not compress (random data beside the module), at a version. */
async function packageOf(version, payload) {
  const zip = new yazl.ZipFile();
  const manifest = {
    name: 'Bench Payload',
    id: 'bench-payload',
    version,
    description: 'A package as large as a real one with its data files.',
    mode: 'lite',
    author: 'Bench Publisher',
    os: ['Windows', 'Linux', 'macOS'],
    category: 'DataSource',
    entry_point: 'main:app',
    engines: { sinyal: '>=1.0.0' },
  };
  zip.addBuffer(Buffer.from(JSON.stringify(manifest)), 'manifest.json');
  zip.addBuffer(Buffer.from('app = None\n'), 'main.py');
  zip.addBuffer(payload, 'data/payload.bin', { compress: false });
  zip.end();
  const chunks = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const server = await startServer(port, dataDir, { RATE_LIMIT_API_TOKEN_IP: '1000/1h' });
try {
  const session = await signInOnPlan(json, dataDir, publisher, 'premium');
  const { api_token: token } = await json('POST', '/api/generate-api-token', undefined, session);

  const payload = randomBytes(megabytes * 1024 * 1024);
  const publishRates = [];
  const downloadRates = [];
  let size = 0;
  for (let run = 0; run < runs; run++) {
    const version = `1.0.${run}`;
    const bytes = await packageOf(version, payload);
    size = bytes.length;
    let started = process.hrtime.bigint();
    const published = await fetch(`${base}/api/extensions/bench-payload/versions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' },
      body: bytes,
    });
    if (published.status !== 201)
      throw new Error(`publish ${published.status} ${await published.text()}`);
    await published.json();
    publishRates.push(size / 1048576 / (Number(process.hrtime.bigint() - started) / 1e9));

    started = process.hrtime.bigint();
    const download = await fetch(
      `${base}/api/extensions/bench-payload/versions/${version}/package`,
    );
    const received = Buffer.from(await download.arrayBuffer());
    if (!download.ok || received.length !== size) throw new Error(`download ${download.status}`);
    downloadRates.push(size / 1048576 / (Number(process.hrtime.bigint() - started) / 1e9));
  }
  publishRates.sort((a, b) => a - b);
  downloadRates.sort((a, b) => a - b);
  const mb = (size / 1048576).toFixed(1);
  console.log(
    `Publish a ${mb} MB package (read, checked, stored, signed; ${runs} runs): median ${percentile(publishRates, 50).toFixed(1)} MB/s, slowest ${publishRates[0].toFixed(1)} MB/s`,
  );
  console.log(
    `Download a ${mb} MB package (${runs} runs): median ${percentile(downloadRates, 50).toFixed(1)} MB/s, slowest ${downloadRates[0].toFixed(1)} MB/s`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  server.stop();
  await new Promise((resolve) => server.child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
