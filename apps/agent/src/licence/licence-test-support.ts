import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { entitlementsOf, type Plan } from '@sinyal/contracts/plans';
import type { FetchLike } from './registry-client';

/** A signing key like the registry's: an Ed25519 pair and its kid. */
export function newRegistryKey(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x ?? '';
  const jwk = { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' } as const;
  return { kid, privateKey, jwk };
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** `endorser`'s endorsement of `key` as the registry makes it (`npm run admin -- keys rotate`). */
export function endorseTestKey(
  endorser: { kid: string; privateKey: KeyObject },
  key: { kid: string; x: string },
  iat = Math.floor(Date.now() / 1000),
): string {
  const header = { alg: 'EdDSA', kid: endorser.kid, typ: 'sinyal-key-endorsement+jws' };
  const input = `${encode(header)}.${encode({ kid: key.kid, x: key.x, iat })}`;
  return `${input}.${sign(null, Buffer.from(input), endorser.privateKey).toString('base64url')}`;
}

/** A lease as the registry signs it (apps/server/src/modules/licence/lease.ts). */
export function signTestLease(
  key: { kid: string; privateKey: KeyObject },
  claims: { did: string; fingerprint: string; plan: Plan; iat: number; exp: number },
): string {
  const payload = {
    sub: '7',
    did: claims.did,
    fp: createHash('sha256').update(`sinyal-lease-fp:${claims.fingerprint}`).digest('base64url'),
    plan: claims.plan,
    ent: entitlementsOf(claims.plan),
    iat: claims.iat,
    exp: claims.exp,
  };
  const input = `${encode({ alg: 'EdDSA', kid: key.kid, typ: 'sinyal-lease+jwt' })}.${encode(payload)}`;
  return `${input}.${sign(null, Buffer.from(input), key.privateKey).toString('base64url')}`;
}

type Answer = { status: number; body: unknown };

/**
 * The licence endpoints of the service, in memory, for the agent's tests: the test decides what
 * the user does in the browser (approve, deny) and what the account's plan is.
 */
export function fakeRegistry(now: () => Date) {
  const key = newRegistryKey('registry-key');
  const state = {
    plan: 'pro' as Plan,
    /** What the token endpoint answers at each poll, in turn; then the token. */
    polls: [] as string[],
    revoked: false,
    /** Signs leases with this key instead (a forger's). */
    signingKey: key as { kid: string; privateKey: KeyObject },
    /** What GET /api/keys lists. */
    keys: [key.jwk] as object[],
    pollTimes: [] as number[],
    requests: [] as { path: string; body: unknown }[],
    fingerprint: '',
  };
  const deviceId = 'device-1';
  const deviceToken = 'T'.repeat(43);
  const seconds = () => Math.floor(now().getTime() / 1000);
  const lease = (fingerprint: string) =>
    signTestLease(state.signingKey, {
      did: deviceId,
      fingerprint,
      plan: state.plan,
      iat: seconds(),
      exp: seconds() + 14 * 24 * 3600,
    });
  const leaseAnswer = (fingerprint: string): Answer => ({
    status: 200,
    body: {
      lease: lease(fingerprint),
      device_id: deviceId,
      plan: state.plan,
      expires_at: new Date((seconds() + 14 * 24 * 3600) * 1000).toISOString(),
    },
  });

  const routes: Record<string, (body: Record<string, unknown>, token?: string) => Answer> = {
    '/api/keys': () => ({ status: 200, body: { keys: state.keys } }),
    '/api/device/authorize': () => ({
      status: 200,
      body: {
        device_code: 'D'.repeat(43),
        user_code: 'BCDF-GHJK',
        verification_uri: 'http://site.test/activate',
        verification_uri_complete: 'http://site.test/activate?user_code=BCDF-GHJK',
        expires_in: 900,
        interval: 5,
      },
    }),
    '/api/device/token': () => {
      state.pollTimes.push(now().getTime());
      const next = state.polls.shift();
      if (next === undefined) {
        return {
          status: 200,
          body: {
            device_token: deviceToken,
            device_id: deviceId,
            access_token: deviceToken,
            token_type: 'Bearer',
          },
        };
      }
      const interval = next === 'slow_down' ? { interval: 10 } : {};
      return { status: 400, body: { code: next, error: next, detail: next, ...interval } };
    },
    '/api/licence/activate': (body, token) => {
      if (token !== deviceToken)
        return { status: 401, body: { code: 'device_token_invalid', detail: 'x' } };
      state.fingerprint = String(body.fingerprint);
      return leaseAnswer(String(body.fingerprint));
    },
    '/api/licence/lease': (body, token) => {
      if (token !== deviceToken)
        return { status: 401, body: { code: 'device_token_invalid', detail: 'x' } };
      if (state.revoked) {
        return {
          status: 403,
          body: {
            code: 'device_revoked',
            detail:
              'This device was removed from the account: sign it in again to use your plan on it',
          },
        };
      }
      return leaseAnswer(String(body.fingerprint));
    },
  };

  const fetch: FetchLike = async (input, init) => {
    const url = new URL(String(input));
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    state.requests.push({ path: url.pathname, body });
    const headers = new Headers(init?.headers);
    const token = headers.get('authorization')?.replace('Bearer ', '');
    const route = routes[url.pathname];
    const answer = route
      ? route(body, token)
      : { status: 404, body: { code: 'not_found', detail: 'x' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };

  return { state, key, fetch, deviceId };
}
