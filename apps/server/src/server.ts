import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { exitOnSignals } from './lib/shutdown';

// The only file that opens a port.
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  exitOnSignals(app, config.shutdownGraceMs);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`\n  Sinyal is running at http://localhost:${port}/\n`);
}

void main();
