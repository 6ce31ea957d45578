import { compactVerify, decodeProtectedHeader, importJWK } from 'jose';
import { describe, expect, test } from 'vitest';
import {
  jwksSchema,
  keyEndorsementPayloadSchema,
  keyEndorsementType,
} from '@sinyal/contracts/signing-keys';
import { runAdminCommand } from '../admin/admin.service';
import {
  generateSigningKey,
  keysDir,
  readKeyFiles,
  writeKeyFile,
  type StoredSigningKey,
} from '../../security/signing-keys';
import { useTestApp, withTestApp } from '../../test/use-test-app';

const t = useTestApp();

/** The payload of `key`'s endorsement when it holds for `endorser`'s public key; throws otherwise. */
async function endorsementBy(
  endorser: { kid: string; x: string },
  key: { kid: string; x: string; endorsement?: string | undefined },
) {
  if (!key.endorsement) throw new Error(`${key.kid} has no endorsement`);
  const header = decodeProtectedHeader(key.endorsement);
  expect(header).toMatchObject({ alg: 'EdDSA', kid: endorser.kid, typ: keyEndorsementType });
  const publicKey = await importJWK({ kty: 'OKP', crv: 'Ed25519', x: endorser.x }, 'EdDSA');
  const { payload } = await compactVerify(key.endorsement, publicKey);
  const claims = keyEndorsementPayloadSchema.parse(JSON.parse(new TextDecoder().decode(payload)));
  expect(claims).toMatchObject({ kid: key.kid, x: key.x });
  return claims;
}

const publicOf = (key: StoredSigningKey) => ({
  kid: key.kid,
  x: String(key.jwk.x),
  ...(key.endorsement ? { endorsement: key.endorsement } : {}),
});

describe('GET /api/keys', () => {
  test('answers the public keys as a JWKS that clients may cache for a few minutes', async () => {
    const answer = await t.get('/api/keys');
    expect(answer.status).toBe(200);
    expect(jwksSchema.parse(answer.body).keys).toHaveLength(1);
    expect(answer.body.keys[0]).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: expect.stringMatching(/^[\w-]{43}$/),
      kid: t.app.sinyal.signingKeys.activeKid(),
      alg: 'EdDSA',
      use: 'sig',
    });
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('npm run admin -- keys', () => {
  const admin = (...args: string[]) =>
    runAdminCommand(['keys', ...args], { db: t.db, clock: t.clock, dataDir: t.dataDir });

  test('list names the key that signs; rotate adds one that signs a day later', async () => {
    const kid = t.app.sinyal.signingKeys.activeKid();
    expect((await admin('list')).output).toContain(`${kid}  signs from`);
    const rotated = await admin('rotate');
    expect(rotated.exitCode).toBe(0);
    const listed = (await admin('list')).output.split('\n');
    expect(listed).toHaveLength(2);
    expect(listed.find((line) => line.includes('(signing now)'))).toContain(kid);
    expect(listed[1]).toContain(`endorsed by ${kid}`);
  });

  test('rotate stores with the new key an endorsement by the signing key, and GET /api/keys serves it', async () => {
    const signingKid = t.app.sinyal.signingKeys.activeKid();
    const rotated = await admin('rotate', '--now');
    expect(rotated.output).toContain(`endorsed by ${signingKid}`);
    const stored = readKeyFiles(keysDir(t.dataDir));
    const signing = stored.find((key) => key.kid === signingKid);
    const added = stored.find((key) => rotated.output.includes(`Added key ${key.kid}`));
    if (!signing || !added) throw new Error('the keys are not in DATA_DIR/keys');
    const claims = await endorsementBy(publicOf(signing), publicOf(added));
    expect(claims.iat).toBe(Math.floor(t.clock.now().getTime() / 1000));

    // A server with these keys lists them oldest first, each later one with its endorsement.
    await withTestApp({ env: { SIGNING_KEYS: JSON.stringify(stored) } }, async (server) => {
      const keys = jwksSchema.parse((await server.get('/api/keys')).body).keys;
      expect(keys[0]).toMatchObject({ kid: signingKid });
      expect(keys[0]).not.toHaveProperty('endorsement');
      const served = keys.find((key) => key.kid === added.kid);
      expect(served?.endorsement).toBe(added.endorsement);
      await endorsementBy(keys[0] ?? { kid: '', x: '' }, served ?? { kid: '', x: '' });
    });
  });

  test('a key added before endorsements existed is flagged by list and endorsed by the key before it', async () => {
    // The first key listed is the one every chain starts from.
    const oldest = (await admin('list')).output.split(' ')[0];
    const later = new Date(t.clock.now().getTime() + 3 * 24 * 3600_000);
    const bare = await generateSigningKey(later, t.clock.now());
    writeKeyFile(keysDir(t.dataDir), bare);
    expect((await admin('list')).output).toContain(
      `${bare.kid}  signs from ${bare.not_before}  (not endorsed: clients ignore it; run keys endorse ${bare.kid})`,
    );
    const endorsed = await admin('endorse', bare.kid);
    expect(endorsed.exitCode).toBe(0);
    const written = readKeyFiles(keysDir(t.dataDir)).find((key) => key.kid === bare.kid);
    const before = readKeyFiles(keysDir(t.dataDir))
      .filter((key) => key.not_before < bare.not_before)
      .sort((a, b) => a.not_before.localeCompare(b.not_before))
      .at(-1);
    if (!written || !before || !oldest) throw new Error('keys missing');
    await endorsementBy(publicOf(before), publicOf(written));
    expect(await admin('endorse', oldest)).toMatchObject({
      exitCode: 1,
      output: `${oldest} is the oldest key: clients pin it, and no older key can endorse it.`,
    });
  });

  test('with SIGNING_KEYS, rotate prints the new setting with the endorsed key; nothing is written', async () => {
    const now = t.clock.now();
    const first = await generateSigningKey(new Date(now.getTime() - 1000), now);
    const result = await runAdminCommand(['keys', 'rotate'], {
      db: t.db,
      clock: t.clock,
      dataDir: t.dataDir,
      signingKeysFromEnvironment: JSON.stringify([first]),
    });
    expect(result.exitCode).toBe(0);
    const lines = result.output.split('\n');
    expect(lines[0]).toContain('Added key');
    expect(lines[1]).toBe(
      'Set SIGNING_KEYS to this value on every instance, then restart them one by one:',
    );
    const setting = JSON.parse(lines[2] ?? '') as StoredSigningKey[];
    expect(setting).toHaveLength(2);
    expect(setting[0]).toEqual(first);
    await endorsementBy(publicOf(first), publicOf(setting[1] as StoredSigningKey));
    expect(readKeyFiles(keysDir(t.dataDir)).map((key) => key.kid)).not.toContain(setting[1]?.kid);
  });

  test('the key that signs now cannot be retired; a wrong usage says how', async () => {
    const signingLine = (await admin('list')).output
      .split('\n')
      .find((line) => line.includes('(signing now)'));
    const kid = signingLine?.split(' ')[0] ?? '';
    expect(await admin('retire', kid)).toMatchObject({ exitCode: 1 });
    expect((await admin('spin')).exitCode).toBe(2);
  });
});
