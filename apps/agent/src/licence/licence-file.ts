import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { writeAtomically } from '../state-store';

export const licenceFileName = 'licence.json';

const registryKeySchema = z.object({
  kty: z.string(),
  crv: z.string().optional(),
  x: z.string().optional(),
  kid: z.string().optional(),
  alg: z.string().optional(),
});

const licenceFileSchema = z.object({
  format: z.literal(1),
  /** The device's Ed25519 key pair (JWK d and x): it signs offline lease requests. */
  device_key: z.object({ d: z.string(), x: z.string() }),
  /** What the device sign-in gave; null before it, and again once the device was removed. */
  device: z.object({ id: z.string(), token: z.string(), site: z.string() }).nullable(),
  /** The newest lease that passed every check (compact JWS). */
  lease: z.string().nullable(),
  /** The registry's public keys (GET /api/keys) that leases are checked against. */
  keys: z.array(registryKeySchema),
  /** The latest time this computer has seen (ISO): a clock turned back cannot go below it. */
  highest_seen: z.string(),
  /** When the last renewal was tried and what it said, for `npm run agent -- licence`. */
  last_renewal: z.object({ at: z.string(), outcome: z.string() }).nullable().default(null),
});
export type LicenceFile = z.infer<typeof licenceFileSchema>;

function newDeviceKey(): LicenceFile['device_key'] {
  const { privateKey } = generateKeyPairSync('ed25519');
  const jwk = privateKey.export({ format: 'jwk' });
  return { d: jwk.d ?? '', x: jwk.x ?? '' };
}

export function emptyLicenceFile(now: Date): LicenceFile {
  return {
    format: 1,
    device_key: newDeviceKey(),
    device: null,
    lease: null,
    keys: [],
    highest_seen: now.toISOString(),
    last_renewal: null,
  };
}

/**
 * The licence state in its own file beside the agent's state (0600: it holds the device token).
 * Read synchronously, because the licence answers `status()` at once; written atomically.
 */
export class LicenceFileStore {
  private queue: Promise<unknown> = Promise.resolve();
  private loaded: { data: LicenceFile; mtimeMs: number } | null = null;

  constructor(
    readonly file: string,
    private readonly now: () => Date,
    private readonly warn: (message: string) => void,
  ) {}

  static inDir(dataDir: string, now: () => Date, warn: (message: string) => void) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    for (const name of readdirSync(dataDir)) {
      if (name.startsWith(`${licenceFileName}.`) && name.endsWith('.tmp')) {
        rmSync(path.join(dataDir, name), { force: true });
      }
    }
    return new LicenceFileStore(path.join(dataDir, licenceFileName), now, warn);
  }

  /**
   * The state as it is on disk now: `npm run agent -- activate` or `renew` may have changed it
   * while the agent runs, so it is read again whenever the file's time changes.
   */
  current(): LicenceFile {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.file).mtimeMs;
    } catch {
      this.loaded ??= { data: emptyLicenceFile(this.now()), mtimeMs: -1 };
      return this.loaded.data;
    }
    if (this.loaded?.mtimeMs === mtimeMs) return this.loaded.data;
    let data: LicenceFile;
    try {
      const parsed = licenceFileSchema.safeParse(JSON.parse(readFileSync(this.file, 'utf8')));
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'invalid');
      data = parsed.data;
    } catch (error) {
      // Nothing in it can be rebuilt from elsewhere except by signing in again; say so once.
      if (this.loaded?.mtimeMs !== mtimeMs) {
        this.warn(
          `The licence file ${this.file} is unreadable (${(error as Error).message}); running Lite until the device is activated again (npm run agent -- activate)`,
        );
      }
      data = emptyLicenceFile(this.now());
    }
    this.loaded = { data, mtimeMs };
    return data;
  }

  /** Applies a change to the state as it is on disk and writes it; changes run one at a time. */
  update(change: (draft: LicenceFile) => void): Promise<LicenceFile> {
    const run = async () => {
      const draft = structuredClone(this.current());
      change(draft);
      await writeAtomically(this.file, `${JSON.stringify(draft, null, 2)}\n`);
      this.loaded = { data: draft, mtimeMs: statSync(this.file).mtimeMs };
      return draft;
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }
}
