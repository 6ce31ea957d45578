import { buildApp } from './app';
import { settingsOrReport } from '@sinyal/contracts/settings';
import { loadConfig } from './config';
import { exitOnSignals } from './lib/shutdown';

// The only file that opens a port.
async function main(): Promise<void> {
  const config = settingsOrReport(loadConfig, (message) => console.error(message));
  if (!config) process.exit(1);
  const app = await buildApp(config);
  exitOnSignals(app, { graceMs: config.shutdownGraceMs, drainMs: config.shutdownDrainMs });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`\n  Sinyal is running at http://localhost:${port}/\n`);
}

void main();
