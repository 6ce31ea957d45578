import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { Config } from '../config';
import { createConcurrencyLimit } from '../lib/concurrency-limit';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of a real verification when no account matched, so a login answers an
   * unknown name as slowly as a wrong password.
   */
  verifyDummy(password: string): Promise<void>;
}

const argon2id = 2 as Algorithm;

// NIST SP 800-63B: normalise so the same password typed on another keyboard or OS still matches.
// Never truncated: the length limit is enforced (and explained) by the request schema.
const prepare = (password: string) => password.normalize('NFKC');

export function createPasswordHasher(config: Config): PasswordHasher {
  const options = {
    algorithm: argon2id,
    memoryCost: config.argon2.memoryKib,
    timeCost: config.argon2.timeCost,
    parallelism: config.argon2.parallelism,
  };
  let dummyHash: Promise<string> | undefined;
  // One argon2 computation per core at a time, the others queued: ten sign-ins at once on two
  // cores then answer in turn (the first after one hash) instead of all together after ten.
  const oneHashPerCore = createConcurrencyLimit(availableParallelism());

  const hasher: PasswordHasher = {
    hash: (password) => oneHashPerCore(() => hash(prepare(password), options)),
    async verify(passwordHash, password) {
      try {
        return await oneHashPerCore(() => verify(passwordHash, prepare(password)));
      } catch {
        // A stored hash that cannot be read never matches.
        return false;
      }
    },
    async verifyDummy(password) {
      dummyHash ??= hash('not-a-real-password', options);
      await hasher.verify(await dummyHash, password);
    },
  };
  return hasher;
}
