import { readFileSync } from 'node:fs';

export const agentName = 'Sinyal Agent';

const packageJson = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

export const agentVersion = packageJson.version;
