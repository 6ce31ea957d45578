import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { createTestClock } from '../test/test-app';
import {
  generateSigningKey,
  keysDir,
  openSigningKeyRing,
  readKeyFiles,
  SigningKeyError,
  writeKeyFile,
} from './signing-keys';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sinyal-keys-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the signing key ring', () => {
  test('the first start makes a key file readable by its owner only, and later starts reuse it', async () => {
    const dataDir = tempDir();
    const clock = createTestClock();
    const ring = await openSigningKeyRing({ fromEnvironment: undefined, dataDir, clock });
    const [file] = fs.readdirSync(keysDir(dataDir));
    expect(fs.statSync(path.join(keysDir(dataDir), file ?? '')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(keysDir(dataDir)).mode & 0o777).toBe(0o700);
    const again = await openSigningKeyRing({ fromEnvironment: undefined, dataDir, clock });
    expect(again.activeKid()).toBe(ring.activeKid());
  });

  test('the key set lists public keys only, in the JWKS shape clients read', async () => {
    const ring = await openSigningKeyRing({
      fromEnvironment: undefined,
      dataDir: tempDir(),
      clock: createTestClock(),
    });
    const { keys } = ring.jwks();
    expect(keys).toEqual([
      {
        kty: 'OKP',
        crv: 'Ed25519',
        x: expect.any(String),
        kid: ring.activeKid(),
        alg: 'EdDSA',
        use: 'sig',
      },
    ]);
    expect(JSON.stringify(keys)).not.toContain('"d"');
  });

  test('a signature verifies; a changed payload or an unknown key does not', async () => {
    const ring = await openSigningKeyRing({
      fromEnvironment: undefined,
      dataDir: tempDir(),
      clock: createTestClock(),
    });
    const jws = await ring.sign({ id: 'csv-recorder', version: '1.0.0' }, 'sinyal-release');
    await expect(ring.verify(jws)).resolves.toMatchObject({
      payload: { id: 'csv-recorder', version: '1.0.0' },
      typ: 'sinyal-release',
    });
    const [header, , signature] = jws.split('.');
    const forged = Buffer.from(JSON.stringify({ id: 'csv-recorder', version: '9.9.9' })).toString(
      'base64url',
    );
    await expect(ring.verify(`${header}.${forged}.${signature}`)).rejects.toThrow();
    const other = await openSigningKeyRing({
      fromEnvironment: undefined,
      dataDir: tempDir(),
      clock: createTestClock(),
    });
    await expect(other.verify(jws)).rejects.toThrow(SigningKeyError);
  });

  test('rotation: a new key is published before it signs, and old signatures stay valid', async () => {
    const dataDir = tempDir();
    const clock = createTestClock(new Date('2026-01-01T00:00:00Z'));
    const first = await openSigningKeyRing({ fromEnvironment: undefined, dataDir, clock });
    const oldSignature = await first.sign({ n: 1 }, 'test');
    const next = await generateSigningKey(new Date('2026-01-02T00:00:00Z'), clock.now());
    writeKeyFile(keysDir(dataDir), next);

    const ring = await openSigningKeyRing({ fromEnvironment: undefined, dataDir, clock });
    expect(
      ring
        .jwks()
        .keys.map((key) => key.kid)
        .sort(),
    ).toEqual([first.activeKid(), next.kid].sort());
    expect(ring.activeKid()).toBe(first.activeKid());
    clock.advance(24 * 3600_000);
    expect(ring.activeKid()).toBe(next.kid);
    const newSignature = await ring.sign({ n: 2 }, 'test');
    await expect(ring.verify(newSignature)).resolves.toMatchObject({ kid: next.kid });
    await expect(ring.verify(oldSignature)).resolves.toMatchObject({ payload: { n: 1 } });
  });

  test('SIGNING_KEYS supplies the keys of several instances; nothing is written to disk', async () => {
    const clock = createTestClock();
    const key = await generateSigningKey(clock.now(), clock.now());
    const dataDir = tempDir();
    const a = await openSigningKeyRing({ fromEnvironment: JSON.stringify([key]), dataDir, clock });
    const b = await openSigningKeyRing({ fromEnvironment: JSON.stringify([key]), dataDir, clock });
    await expect(b.verify(await a.sign({ ok: true }, 'test'))).resolves.toBeTruthy();
    expect(readKeyFiles(keysDir(dataDir))).toEqual([]);
  });

  test('unreadable keys are refused with a message that says what is wrong', async () => {
    const clock = createTestClock();
    const open = (value: string) =>
      openSigningKeyRing({ fromEnvironment: value, dataDir: tempDir(), clock });
    await expect(open('not json')).rejects.toThrow(/SIGNING_KEYS is not JSON/);
    await expect(open('[]')).rejects.toThrow(/non-empty JSON array/);
    await expect(open('[{"kid":"x"}]')).rejects.toThrow(/Ed25519 private JWK/);
    const dataDir = tempDir();
    fs.mkdirSync(keysDir(dataDir));
    fs.writeFileSync(path.join(keysDir(dataDir), 'broken.json'), '{');
    await expect(
      openSigningKeyRing({ fromEnvironment: undefined, dataDir, clock }),
    ).rejects.toThrow(/broken.json: not a signing key/);
  });
});
