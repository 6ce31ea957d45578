import type { Clock } from '../../lib/clock';
import {
  byAge,
  endorseKey,
  endorserOf,
  generateSigningKey,
  keysDir,
  parseSigningKeysSetting,
  readKeyFiles,
  removeKeyFile,
  SigningKeyError,
  writeKeyFile,
  type StoredSigningKey,
} from '../../security/signing-keys';
import type { CommandResult } from './command-result';

export const keysUsage = [
  '  keys list                 The signing keys: kid, from when each signs, which signs now, and',
  '                            which older key endorsed each',
  '  keys rotate [--now]       Add a key that signs in 24 hours (at once with --now), endorsed by',
  '                            the key that signs now; older keys stay published, so their',
  '                            signatures remain valid',
  '  keys endorse <kid>        Endorse a key added before endorsements existed, by the key before it',
  '  keys retire <kid>         Stop publishing a key (its signatures no longer verify)',
  '  With SIGNING_KEYS set, rotate, endorse and retire print the new SIGNING_KEYS value instead of',
  '  writing files (it holds the private keys: keep it where the old value is kept).',
].join('\n');

// Clients refresh the key set within minutes (GET /api/keys is cached for 5); a day leaves room
// for desktop apps that were offline.
const publishAheadMs = 24 * 3600_000;

/** Where the keys are kept: key files in DATA_DIR/keys, or the SIGNING_KEYS setting. */
interface KeyStore {
  keys: StoredSigningKey[];
  /** Keeps the new list; answers what the operator is told beyond the change itself. */
  save(next: StoredSigningKey[], changed: StoredSigningKey | null, removed: string | null): string;
}

function fileStore(dataDir: string): KeyStore {
  const dir = keysDir(dataDir);
  return {
    keys: readKeyFiles(dir),
    save(_next, changed, removed) {
      if (changed) writeKeyFile(dir, changed);
      if (removed) removeKeyFile(dir, removed);
      return removed
        ? 'Restart the server to stop publishing it.'
        : 'Restart the server to publish it.';
    },
  };
}

// An instance cannot rewrite another's environment: the operator is given the value to set.
function environmentStore(setting: string): KeyStore {
  return {
    keys: parseSigningKeysSetting(setting),
    save(next) {
      return [
        'Set SIGNING_KEYS to this value on every instance, then restart them one by one:',
        JSON.stringify(next),
      ].join('\n');
    },
  };
}

/** `npm run admin -- keys …`: the signing keys, in DATA_DIR/keys or in SIGNING_KEYS. */
export async function runKeysCommand(
  args: string[],
  deps: { dataDir: string; signingKeysFromEnvironment: string | undefined; clock: Clock },
): Promise<CommandResult> {
  let store: KeyStore;
  try {
    store = deps.signingKeysFromEnvironment
      ? environmentStore(deps.signingKeysFromEnvironment)
      : fileStore(deps.dataDir);
  } catch (error) {
    if (error instanceof SigningKeyError) return { exitCode: 1, output: error.message };
    throw error;
  }
  const [action, ...rest] = args;
  const now = deps.clock.now();
  const keys = byAge(store.keys);
  // The ring's rule (security/signing-keys.ts): the newest key whose time has come, else the oldest.
  const signing =
    keys.filter((key) => Date.parse(key.not_before) <= now.getTime()).at(-1) ?? keys[0];

  if (action === 'list' && rest.length === 0) {
    if (keys.length === 0)
      return { exitCode: 0, output: 'No keys yet: the server makes one at its first start.' };
    const lines = await Promise.all(
      keys.map(async (key, index) => {
        const endorser = await endorserOf(key, keys);
        const endorsed =
          index === 0
            ? ''
            : endorser
              ? `  endorsed by ${endorser}`
              : key.endorsement
                ? '  (endorsed by a key no longer listed)'
                : `  (not endorsed: clients ignore it; run keys endorse ${key.kid})`;
        const current = key === signing ? '  (signing now)' : '';
        return `${key.kid}  signs from ${key.not_before}${current}${endorsed}`;
      }),
    );
    return { exitCode: 0, output: lines.join('\n') };
  }
  if (action === 'rotate' && rest.every((arg) => arg === '--now') && rest.length <= 1) {
    const notBefore = rest.length ? now : new Date(now.getTime() + publishAheadMs);
    const fresh = await generateSigningKey(notBefore, now);
    // Clients that trust the key signing now follow the chain to the new one (architecture §8).
    const key: StoredSigningKey = signing
      ? { ...fresh, endorsement: await endorseKey(signing, keyId(fresh), now) }
      : fresh;
    const told = store.save([...keys, key], key, null);
    const by = signing ? `, endorsed by ${signing.kid}` : '';
    return {
      exitCode: 0,
      output: `Added key ${key.kid}${by}; it signs from ${key.not_before}.\n${told}`,
    };
  }
  if (action === 'endorse' && rest.length === 1) {
    const kid = rest[0] ?? '';
    const index = keys.findIndex((key) => key.kid === kid);
    const key = keys[index];
    const before = keys[index - 1];
    if (!key) return { exitCode: 1, output: `No key ${kid}.` };
    if (!before) {
      return {
        exitCode: 1,
        output: `${kid} is the oldest key: clients pin it, and no older key can endorse it.`,
      };
    }
    const endorser = await endorserOf(key, keys);
    if (endorser) return { exitCode: 0, output: `${kid} is endorsed by ${endorser} already.` };
    const endorsed = { ...key, endorsement: await endorseKey(before, keyId(key), now) };
    const told = store.save(
      keys.map((item) => (item === key ? endorsed : item)),
      endorsed,
      null,
    );
    return { exitCode: 0, output: `Endorsed ${kid} with ${before.kid}.\n${told}` };
  }
  if (action === 'retire' && rest.length === 1) {
    const kid = rest[0] ?? '';
    if (signing?.kid === kid) {
      return { exitCode: 1, output: `${kid} is the key that signs now: rotate first.` };
    }
    if (!keys.some((key) => key.kid === kid)) return { exitCode: 1, output: `No key ${kid}.` };
    const told = store.save(
      keys.filter((key) => key.kid !== kid),
      null,
      kid,
    );
    return { exitCode: 0, output: `Retired ${kid}.\n${told}` };
  }
  return { exitCode: 2, output: `Usage:\n${keysUsage}` };
}

const keyId = (key: StoredSigningKey) => ({ kid: key.kid, x: String(key.jwk.x) });
