import { describe, expect, test } from 'vitest';
import { jwksSchema } from '@sinyal/contracts/signing-keys';
import { runAdminCommand } from '../admin/admin.service';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

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
  });

  test('the key that signs now cannot be retired; a wrong usage says how', async () => {
    const kid = t.app.sinyal.signingKeys.activeKid();
    expect(await admin('retire', kid)).toMatchObject({ exitCode: 1 });
    expect((await admin('spin')).exitCode).toBe(2);
  });
});
