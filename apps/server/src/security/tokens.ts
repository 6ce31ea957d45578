import { hash, randomBytes } from 'node:crypto';
import { addMs } from '../lib/clock';

/** 32 random bytes (256 bits), base64url: 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export interface IssuedToken {
  /** Given to the client once; never stored. */
  token: string;
  /** What the database keeps. */
  hash: string;
}

export function issueToken(): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The row a one-time token is kept as: its hash and when it stops working. */
export interface StoredToken {
  token_hash: string;
  expires_at: string;
}

/**
 * A one-time token that works for `ttlMs` from `now`: `store` keeps its row (the hash only), and
 * the token itself is answered once.
 */
export async function issueStoredToken(
  now: Date,
  ttlMs: number,
  store: (row: StoredToken) => Promise<unknown>,
): Promise<string> {
  const { token, hash } = issueToken();
  await store({ token_hash: hash, expires_at: addMs(now, ttlMs).toISOString() });
  return token;
}

/**
 * SHA-256 is enough here (no salt, no slow hash): the tokens are random with 256 bits of entropy,
 * so nothing can be guessed from the hash, and a fast hash keeps every authenticated request cheap.
 */
export function hashToken(token: string): string {
  // The one-shot form: a third of createHash's cost, on a path every authenticated request takes.
  return hash('sha256', token, 'hex');
}

export function looksLikeToken(value: string): boolean {
  return tokenPattern.test(value);
}
