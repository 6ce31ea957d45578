import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface AgentProcessOptions {
  /** Node's arguments, from the repository root: the built server or the source through tsx. */
  args: string[];
  /** AGENT_KEY, the pairing key the printed link carries. */
  key: string;
  siteUrl: string;
  /** More settings (REGISTRY_URL, …). */
  env?: Record<string, string>;
  /** How long the agent may take to print its link. */
  timeoutMs?: number;
}

export interface AgentProcess {
  port: number;
  /** AGENT_DATA_DIR: state.json and the installed extensions' files (extensions/<id>/<version>/). */
  dataDir: string;
  /** The `conn` value of the printed link (base64 of "127.0.0.1:<port>"). */
  conn: string;
  key: string;
  /** The agent's whole output so far (for failure messages). */
  output(): string;
  /** Stops the process with SIGTERM (SIGKILL after 5 s); its exit code. Safe to call twice. */
  stop(): Promise<number | null>;
}

/**
 * The `conn` and `key` of the marketplace link the agent prints ("…/extensions#conn=…&key=…"),
 * once its whole line is out. Read by splitting rather than one regex over the output, which would
 * be quadratic in the output's length.
 */
function printedLink(output: string): { conn: string; key: string } | undefined {
  const marker = '/extensions#';
  const at = output.indexOf(marker);
  if (at < 0) return undefined;
  const rest = output.slice(at + marker.length);
  const end = rest.search(/\s/);
  if (end < 0) return undefined;
  const values = new Map(
    rest
      .slice(0, end)
      .split('&')
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  const conn = values.get('conn');
  const key = values.get('key');
  return conn && key ? { conn: decodeURIComponent(conn), key: decodeURIComponent(key) } : undefined;
}

/**
 * Starts the real agent (`npm run agent`'s command) on a free port with its own state folder, and
 * reads the port and the marketplace link it prints.
 */
export async function startAgentProcess(options: AgentProcessOptions): Promise<AgentProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sinyal-agent-process-'));
  const child = spawn(process.execPath, options.args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      AGENT_PORT: '',
      HOST: '127.0.0.1',
      AGENT_HOST: '',
      AGENT_KEY: options.key,
      AGENT_DATA_DIR: dataDir,
      AGENT_ALLOWED_ORIGINS: '',
      SITE_URL: options.siteUrl,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  let stopping: Promise<number | null> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      let code = child.exitCode;
      if (code === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
        code = await exited;
        clearTimeout(killer);
      }
      await fs.rm(dataDir, { recursive: true, force: true });
      return code;
    })();
    return stopping;
  };

  const timeoutMs = options.timeoutMs ?? 20_000;
  try {
    const printed = await new Promise<{ port: number; conn: string; key: string }>(
      (resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`The agent printed no link in ${timeoutMs} ms:\n${output}`)),
          timeoutMs,
        );
        const read = (chunk: Buffer) => {
          output += chunk.toString('utf8');
          const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
          const link = printedLink(output);
          if (port && link) {
            clearTimeout(timer);
            resolve({ port: Number(port), ...link });
          }
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`The agent exited with ${code}:\n${output}`));
        });
      },
    );
    return { ...printed, dataDir, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
