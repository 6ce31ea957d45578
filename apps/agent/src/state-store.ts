import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { agentDisabledReasons } from '@sinyal/contracts/agent';
import { revocationItemSchema } from '@sinyal/contracts/moderation';
import { plans } from '@sinyal/contracts/plans';

export const stateFileName = 'state.json';

const extensionStateSchema = z.object({
  installed: z.boolean(),
  enabled: z.boolean(),
  version: z.string().min(1),
  installed_at: z.string(),
  /** The version installed before, whose files are kept for a rollback (extensions/<id>/<version>). */
  previous_version: z.string().min(1).nullable().optional(),
  /** SHA-256 of the package the files came from, as the registry signed it. */
  sha256: z.string().optional(),
  /** The extension's name, for messages. */
  name: z.string().optional(),
  /** The plan the extension needs (the signed statement's `mode`); older states read the manifest. */
  mode: z.enum(plans).optional(),
  /** Set while the agent keeps it disabled itself (the licence lacks `mode`), not the user. */
  disabled_reason: z.enum(agentDisabledReasons).optional(),
});
export type ExtensionState = z.infer<typeof extensionStateSchema>;

const registryKeySchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  kid: z.string(),
});

const stateFileSchema = z.object({
  format: z.literal(1),
  extensions: z.record(z.string(), extensionStateSchema),
  /**
   * The registry keys pinned on first contact (docs/architecture.md §8) when none are configured:
   * later keys are added only when endorsed through a chain from a pinned one.
   */
  registry: z
    .object({ url: z.string(), keys: z.array(registryKeySchema), pinned_at: z.string() })
    .optional(),
  /**
   * The newest revocation list verified from the registry at `url` (docs/architecture.md §14): its
   * `iat` is what a fetched list must not be older than.
   */
  revocations: z
    .object({
      url: z.string(),
      iat: z.number().int().nonnegative(),
      items: z.array(revocationItemSchema),
      fetched_at: z.string(),
    })
    .optional(),
});
export type AgentState = z.infer<typeof stateFileSchema>;

export interface StateLogger {
  info(message: string): void;
  warn(message: string): void;
}

const emptyState = (): AgentState => ({ format: 1, extensions: {} });

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/**
 * Installed/enabled state in one JSON file. Every change is written to a temporary file in the
 * same folder, flushed to disk, then renamed over the old file: a crash or power loss leaves
 * either the old state or the new one, never half a file. Changes run one at a time, and the
 * in-memory state changes only once the file is safely written.
 */
export class StateStore {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly file: string,
    private state: AgentState,
  ) {}

  static async open(dataDir: string, log: StateLogger): Promise<StateStore> {
    await mkdir(dataDir, { recursive: true });
    const file = path.join(dataDir, stateFileName);
    await removeLeftoverTempFiles(dataDir, log);
    return new StateStore(file, await readState(file, log));
  }

  current(): Readonly<AgentState> {
    return this.state;
  }

  /** Applies a change to a copy, writes it, and only then makes it the current state. */
  update(change: (draft: AgentState) => void): Promise<Readonly<AgentState>> {
    const run = async () => {
      const draft = structuredClone(this.state);
      change(draft);
      await writeAtomically(this.file, `${JSON.stringify(draft, null, 2)}\n`);
      this.state = draft;
      return draft;
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Resolves once every change asked for so far is on disk (or has failed). */
  async flush(): Promise<void> {
    await this.queue;
  }
}

async function readState(file: string, log: StateLogger): Promise<AgentState> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isNotFound(error)) return emptyState();
    throw error;
  }
  let problem: string;
  try {
    const parsed = stateFileSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    problem = `unexpected content (${parsed.error.issues[0]?.message ?? 'invalid'})`;
  } catch {
    problem = 'not valid JSON';
  }
  // Kept beside the new file rather than deleted, so nothing the user had is lost for good.
  const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await rename(file, aside);
  log.warn(
    `The agent state file ${file} was ${problem}; starting with no extensions installed. The old file is kept as ${aside}`,
  );
  return emptyState();
}

/** Writes a file so that a crash leaves the old content or the new, never half (also licence.json). */
export async function writeAtomically(file: string, content: string): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(content, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(path.dirname(file));
}

// Makes the rename itself durable on Linux; Windows cannot open a folder, and does not need to.
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Best effort only.
  }
}

// A crash between writing and renaming leaves a temp file; it never holds the only copy of anything.
async function removeLeftoverTempFiles(dataDir: string, log: StateLogger): Promise<void> {
  const leftovers = (await readdir(dataDir)).filter(
    (name) => name.startsWith(`${stateFileName}.`) && name.endsWith('.tmp'),
  );
  for (const name of leftovers) {
    await rm(path.join(dataDir, name), { force: true });
    log.info(`Removed ${name}, left by an interrupted write`);
  }
}
