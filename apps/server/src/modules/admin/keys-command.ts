import type { Clock } from '../../lib/clock';
import {
  generateSigningKey,
  keysDir,
  readKeyFiles,
  removeKeyFile,
  writeKeyFile,
} from '../../security/signing-keys';
import type { CommandResult } from './admin.service';

export const keysUsage = [
  '  keys list                 The signing keys: kid, from when each signs, which signs now',
  '  keys rotate [--now]       Add a key that signs in 24 hours (at once with --now); older keys stay',
  '                            published, so their signatures remain valid',
  '  keys retire <kid>         Stop publishing a key (its signatures no longer verify)',
].join('\n');

// Clients refresh the key set within minutes (GET /api/keys is cached for 5); a day leaves room
// for desktop apps that were offline.
const publishAheadMs = 24 * 3600_000;

/** `npm run admin -- keys …`: the key files in DATA_DIR/keys (SIGNING_KEYS is managed outside). */
export async function runKeysCommand(
  args: string[],
  deps: { dataDir: string; signingKeysFromEnvironment: string | undefined; clock: Clock },
): Promise<CommandResult> {
  if (deps.signingKeysFromEnvironment) {
    return {
      exitCode: 2,
      output:
        'SIGNING_KEYS is set: the keys come from the environment. Add or remove keys there (a JSON array).',
    };
  }
  const dir = keysDir(deps.dataDir);
  const [action, ...rest] = args;
  const now = deps.clock.now();
  const keys = readKeyFiles(dir).sort((a, b) => a.not_before.localeCompare(b.not_before));
  const signing = keys.filter((key) => Date.parse(key.not_before) <= now.getTime()).at(-1);

  if (action === 'list' && rest.length === 0) {
    if (keys.length === 0)
      return { exitCode: 0, output: 'No keys yet: the server makes one at its first start.' };
    const lines = keys.map(
      (key) =>
        `${key.kid}  signs from ${key.not_before}${key === signing ? '  (signing now)' : ''}`,
    );
    return { exitCode: 0, output: lines.join('\n') };
  }
  if (action === 'rotate' && rest.every((arg) => arg === '--now') && rest.length <= 1) {
    const notBefore = rest.length ? now : new Date(now.getTime() + publishAheadMs);
    const key = await generateSigningKey(notBefore, now);
    writeKeyFile(dir, key);
    return {
      exitCode: 0,
      output: `Added key ${key.kid}; it signs from ${key.not_before}. Restart the server to publish it.`,
    };
  }
  if (action === 'retire' && rest.length === 1) {
    const kid = rest[0] ?? '';
    if (signing?.kid === kid) {
      return { exitCode: 1, output: `${kid} is the key that signs now: rotate first.` };
    }
    return removeKeyFile(dir, kid)
      ? { exitCode: 0, output: `Retired ${kid}. Restart the server to stop publishing it.` }
      : { exitCode: 1, output: `No key ${kid} in ${dir}.` };
  }
  return { exitCode: 2, output: `Usage:\n${keysUsage}` };
}
