import { webcrypto } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { Jwks } from '@sinyal/contracts/signing-keys';
import { verifyRelease } from './verify-release';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const statement = { id: 'csv-recorder', version: '1.4.2', sha256: 'a'.repeat(64), size: 1234 };
let jwks: Jwks;
let sign: (payload: unknown, kid?: string) => Promise<string>;

beforeAll(async () => {
  const pair = (await webcrypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const jwk = await webcrypto.subtle.exportKey('jwk', pair.publicKey);
  jwks = {
    keys: [{ kty: 'OKP', crv: 'Ed25519', x: jwk.x ?? '', kid: 'k1', alg: 'EdDSA', use: 'sig' }],
  };
  sign = async (payload, kid = 'k1') => {
    const input = `${encode({ alg: 'EdDSA', kid, typ: 'sinyal-release+jws' })}.${encode(payload)}`;
    const signature = await webcrypto.subtle.sign(
      { name: 'Ed25519' },
      pair.privateKey,
      new TextEncoder().encode(input),
    );
    return `${input}.${Buffer.from(signature).toString('base64url')}`;
  };
});

it('a statement signed by a published key about this version verifies', async () => {
  expect(await verifyRelease(await sign(statement), jwks, statement)).toBe('verified');
});

it('another SHA-256, another version, an unknown key or a changed byte do not', async () => {
  expect(
    await verifyRelease(await sign({ ...statement, sha256: 'b'.repeat(64) }), jwks, statement),
  ).toBe('failed');
  expect(await verifyRelease(await sign(statement), jwks, { ...statement, version: '1.4.3' })).toBe(
    'failed',
  );
  expect(await verifyRelease(await sign(statement, 'k2'), jwks, statement)).toBe('failed');
  const jws = await sign(statement);
  const tampered = `${jws.slice(0, -3)}${jws.at(-3) === 'A' ? 'B' : 'A'}${jws.slice(-2)}`;
  expect(await verifyRelease(tampered, jwks, statement)).toBe('failed');
  expect(await verifyRelease('not a jws', jwks, statement)).toBe('failed');
});
