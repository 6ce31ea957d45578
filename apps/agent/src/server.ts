import { isIPv4 } from 'node:net';
import path from 'node:path';
import { marketplaceLink } from '@sinyal/contracts/agent';
import { settingsOrReport } from '@sinyal/contracts/settings';
import { buildApp } from './app';
import { loadConfig, type AgentConfig } from './config';
import { openDeviceLicence } from './licence/device-licence';
import { deviceFingerprint } from './licence/fingerprint';
import { installedExtensions } from './licence/installed-extensions';
import { runLicenceCommand } from './licence/licence-commands';
import { stateFileName } from './state-store';
import { StreamCsvError } from './stream/stream-source';
import { agentName, agentVersion } from './version';

// The conn parameter carries an IPv4 address (docs/product.md §5): a wildcard or a name is reached on 127.0.0.1.
function connAddress(host: string): string {
  return isIPv4(host) && host !== '0.0.0.0' ? host : '127.0.0.1';
}

function printBanner(config: AgentConfig, port: number): void {
  const ip = connAddress(config.host);
  const link = marketplaceLink(config.siteUrl, { ip, port }, config.pairingKey);
  const keyNote = config.pairingKeyFromEnv
    ? 'from AGENT_KEY'
    : 'new at every start; set AGENT_KEY to keep one';
  console.log(
    [
      '',
      `  ${agentName} ${agentVersion} is listening on http://${ip}:${port}`,
      '',
      '  Open the marketplace with this link to install, enable and disable extensions:',
      `    ${link}`,
      '',
      `  Pairing key: ${config.pairingKey} (${keyNote})`,
      `  Sites allowed to call it: ${config.allowedOrigins.join(', ')}`,
      `  State: ${path.join(config.dataDir, stateFileName)}`,
      '',
    ].join('\n'),
  );
}

/** `npm run agent -- activate` and the other licence commands (licence/licence-commands.ts). */
async function runCommand(config: AgentConfig, args: string[]): Promise<number> {
  const fingerprint = deviceFingerprint(config.dataDir);
  const licence = openDeviceLicence({
    dataDir: config.dataDir,
    siteUrl: config.siteUrl,
    fingerprint,
    ...(config.registryKeys ? { configuredKeys: config.registryKeys } : {}),
    log: { info: (message) => console.log(message), warn: (message) => console.error(message) },
    usage: () => installedExtensions(config.dataDir),
  });
  const code = await runLicenceCommand(args, {
    licence,
    siteUrl: config.siteUrl,
    // The desktop app's version (AGENT_APP_VERSION), as the running agent reports it, never the
    // agent package's own version.
    appVersion: config.appVersion,
    fingerprint,
    io: {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    },
  });
  await licence.settled();
  return code;
}

// The only file that opens a port.
async function main(): Promise<void> {
  const config = settingsOrReport(loadConfig, (message) => console.error(message));
  if (!config) process.exit(1);

  const args = process.argv.slice(2);
  if (args.length > 0) {
    process.exit(await runCommand(config, args));
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (error) {
    // A stream file that cannot be played is a setting to fix, said in one line.
    if (!(error instanceof StreamCsvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  let closing = false;
  const close = async (signal: string) => {
    // A second Ctrl+C while closing means "now".
    if (closing) process.exit(1);
    closing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use (another agent?). Set PORT to another port, or stop the other one.`
        : `The agent could not listen on ${config.host}:${config.port}: ${(error as Error).message}`,
    );
    process.exit(1);
  }
  const address = app.server.address();
  printBanner(config, typeof address === 'object' && address ? address.port : config.port);
}

void main();
