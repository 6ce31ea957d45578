import { parseArgs } from 'node:util';
import { defaultSiteOrigin, formatResult, runConformance, summaryLine } from './conformance-checks';

const usage = `Usage: npm run agent:conformance -- <conn> <key> [--origin ${defaultSiteOrigin}]
       npm run agent:conformance -- "<marketplace link printed by the agent>" [--origin …]

Checks a local backend against the contract: every endpoint, the install → start → disable flow
on its first extension, and the protections (Host, CORS, pairing key, bad input).`;

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
    options: { origin: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
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
  console.log(`Checking the local backend of conn ${target.conn} as the site ${origin}\n`);
  const report = await runConformance({
    ...target,
    origin,
    onResult: (result) => console.log(formatResult(result)),
  });
  for (const note of report.notes) console.log(`  note: ${note}`);
  console.log(`\n${summaryLine(report)}`);
  process.exit(report.failed > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
