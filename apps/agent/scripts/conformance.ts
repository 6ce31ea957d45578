import { parseArgs } from 'node:util';
import { defaultSiteOrigin, formatResult, runConformance, summaryLine } from './conformance-checks';
import { startTamperProxy } from './tamper-proxy';

const usage = `Usage: npm run agent:conformance -- <conn> <key> [--origin ${defaultSiteOrigin}] [--extension csv-recorder]
       npm run agent:conformance -- "<marketplace link printed by the agent>" [--origin …]
       … --registry <site> --proxy-port <port>   (the backend started with REGISTRY_URL=http://127.0.0.1:<port>)

Checks a local backend against the contract: every endpoint, install → start → disable → update →
uninstall of a free extension from the registry, and the protections (Host, CORS, pairing key, bad
input). With --registry and --proxy-port the suite stands between the backend and the registry and
checks that a tampered package and a tampered signature are refused.`;

// A whole marketplace link works too: conn and key are read from its fragment.
function fromLink(link: string): { conn: string; key: string } | null {
  const query = link.split('#')[1]?.split('?')[1];
  if (!query) return null;
  const params = new URLSearchParams(query);
  const conn = params.get('conn');
  const key = params.get('key');
  return conn && key ? { conn, key } : null;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      origin: { type: 'string' },
      extension: { type: 'string' },
      registry: { type: 'string' },
      'proxy-port': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const target =
    positionals.length === 1 && positionals[0]
      ? fromLink(positionals[0])
      : positionals.length === 2
        ? { conn: positionals[0] ?? '', key: positionals[1] ?? '' }
        : null;
  if (!target) {
    console.error(usage);
    process.exit(2);
  }

  const origin = values.origin ?? defaultSiteOrigin;
  const proxy =
    values.registry && values['proxy-port']
      ? await startTamperProxy(values.registry, Number(values['proxy-port']))
      : undefined;
  console.log(`Checking the local backend of conn ${target.conn} as the site ${origin}\n`);
  const report = await runConformance({
    ...target,
    origin,
    ...(values.extension ? { extensionId: values.extension } : {}),
    ...(proxy ? { tamper: proxy } : {}),
    onResult: (result) => console.log(formatResult(result)),
  });
  await proxy?.close();
  for (const note of report.notes) console.log(`  note: ${note}`);
  console.log(`\n${summaryLine(report)}`);
  process.exit(report.failed > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
