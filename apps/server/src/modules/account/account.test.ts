import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { dayMs } from '../../lib/clock';
import { hashToken } from '../../security/tokens';
import { premiumPublisher, publishTestExtension, testMainPy } from '../../test/extension-fixtures';
import { testProfile } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { runAdminCommand } from '../admin/admin.service';
import { formatStorage } from './account.service';

const t = useTestApp();

describe('GET and PUT /api/profile', () => {
  test('answers the profile fields', async () => {
    const user = await t.signedIn();
    const answer = await t.get('/api/profile', user.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      username: user.username,
      email: user.email,
      ...testProfile,
      created_at: expect.any(String),
    });
  });

  test('changes full_name and company only, whatever else the body carries', async () => {
    const user = await t.signedIn();
    const answer = await t.put(
      '/api/profile',
      {
        full_name: 'Augusta Ada King',
        company: 'Babbage & Co',
        username: 'root',
        email: 'attacker@example.com',
        sector: 'finance',
        country: 'usa',
        is_premium: true,
        email_verified: true,
        created_at: '2000-01-01T00:00:00.000Z',
        id: 1,
        password_hash: 'x',
      },
      user.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      username: user.username,
      email: user.email,
      full_name: 'Augusta Ada King',
      company: 'Babbage & Co',
      sector: 'research',
      country: 'uk',
    });
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      username: user.username,
      email: user.email,
      sector: 'research',
      country: 'uk',
      plan: 'lite',
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect((await t.get('/api/premium', user.token)).body).toEqual({
      is_premium: false,
      plan: 'lite',
      plan_via: null,
    });
  });

  test('sending only one field leaves the other unchanged', async () => {
    const user = await t.signedIn();
    const answer = await t.put('/api/profile', { company: 'Solo Ltd' }, user.token);
    expect(answer.body).toMatchObject({ full_name: 'Ada Lovelace', company: 'Solo Ltd' });
  });

  test('lengths and types are validated with the form messages', async () => {
    const user = await t.signedIn();
    const answer = await t.put(
      '/api/profile',
      { full_name: 'x'.repeat(101), company: 'y'.repeat(101) },
      user.token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      full_name: 'Full name must be at most 100 characters',
      company: 'Company must be at most 100 characters',
    });
    const wrongType = await t.put('/api/profile', { full_name: 42 }, user.token);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.fields).toEqual({ full_name: 'Must be text' });
  });

  test('needs a token', async () => {
    expect((await t.get('/api/profile')).status).toBe(401);
    expect((await t.put('/api/profile', { full_name: 'x' })).status).toBe(401);
  });
});

describe('GET /api/premium', () => {
  test('follows the stored plan, which only the admin command changes', async () => {
    const user = await t.signedIn();
    expect((await t.get('/api/premium', user.token)).body).toEqual({
      is_premium: false,
      plan: 'lite',
      plan_via: null,
    });

    const result = await runAdminCommand(['set-plan', user.email.toUpperCase(), 'premium'], {
      db: t.db,
      clock: t.clock,
    });
    expect(result.exitCode).toBe(0);
    expect(result.output).toContain('is now on Pro');
    expect((await t.get('/api/premium', user.token)).body).toEqual({
      is_premium: true,
      plan: 'pro',
      plan_via: null,
    });
    expect((await t.post('/api/auth/validate', undefined, user.token)).body).toMatchObject({
      is_premium: true,
      plan: 'pro',
    });

    await runAdminCommand(['set-plan', user.username, 'free'], { db: t.db, clock: t.clock });
    expect((await t.get('/api/premium', user.token)).body).toEqual({
      is_premium: false,
      plan: 'lite',
      plan_via: null,
    });
  });

  test('a client claiming premium in a body or header changes nothing', async () => {
    const user = await t.signedIn();
    await t.put('/api/profile', { is_premium: true, plan: 'premium' }, user.token);
    const answer = await t.request({
      method: 'GET',
      url: '/api/premium?is_premium=true',
      headers: { authorization: `Bearer ${user.token}`, 'x-premium': 'true' },
    });
    expect(answer.body).toEqual({ is_premium: false, plan: 'lite', plan_via: null });
  });
});

describe('POST /api/generate-api-token', () => {
  test('answers a token once, stores only its hash, and the token reads account data', async () => {
    const user = await t.signedIn();
    const answer = await t.post('/api/generate-api-token', undefined, user.token);
    expect(answer.status).toBe(201);
    const apiToken: string = answer.body.api_token;
    expect(apiToken).toMatch(/^[\w-]{43}$/);

    const rows = await t.db.selectFrom('sessions').selectAll().where('kind', '=', 'api').execute();
    expect(JSON.stringify(rows)).not.toContain(apiToken);
    expect(rows.some((row) => row.token_hash === hashToken(apiToken))).toBe(true);

    expect((await t.get('/api/profile', apiToken)).body.username).toBe(user.username);
    expect((await t.post('/api/auth/validate', undefined, apiToken)).body.id).toBe(user.id);
  });

  test('a new token replaces the previous one', async () => {
    const user = await t.signedIn();
    const first = (await t.post('/api/generate-api-token', undefined, user.token)).body.api_token;
    const second = (await t.post('/api/generate-api-token', undefined, user.token)).body.api_token;
    expect(second).not.toBe(first);
    expect((await t.get('/api/profile', first)).status).toBe(401);
    expect((await t.get('/api/profile', second)).status).toBe(200);
  });

  test('an API token cannot change the profile or make more tokens', async () => {
    const user = await t.signedIn();
    const apiToken = (await t.post('/api/generate-api-token', undefined, user.token)).body
      .api_token;
    expect((await t.put('/api/profile', { full_name: 'x' }, apiToken)).status).toBe(403);
    expect((await t.post('/api/generate-api-token', undefined, apiToken)).status).toBe(403);
  });
});

describe('GET /api/user/stats', () => {
  test('a new account has nothing yet', async () => {
    const user = await t.signedIn();
    const answer = await t.get('/api/user/stats', user.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ extensions: 0, projects: 0, apiCalls: 0 });
    expect(answer.body.storage).toMatch(/^\d+(\.\d)?(B|KB|MB)$/);
  });

  test('apiCalls counts the requests made with the API token in the last 30 days', async () => {
    const user = await t.signedIn();
    const apiToken = (await t.post('/api/generate-api-token', undefined, user.token)).body
      .api_token;
    await t.get('/api/profile', apiToken);
    await t.get('/api/premium', apiToken);
    t.clock.advance(29 * dayMs);
    await t.get('/api/user/stats', apiToken);
    // Calls with a session token are not API calls (the first session has expired by now).
    const session = await t.login(user.username);
    expect((await t.get('/api/user/stats', session)).body.apiCalls).toBe(3);

    t.clock.advance(1 * dayMs + 1000);
    // The first two are now older than 30 days; this request itself counts.
    expect((await t.get('/api/user/stats', apiToken)).body.apiCalls).toBe(2);
  });

  test('storage counts the packages the account published', async () => {
    const publisher = await premiumPublisher(t);
    expect((await t.get('/api/user/stats', publisher.token)).body.storage).toBe('0MB');
    const published = await publishTestExtension(t, publisher.apiToken, undefined, {
      'main.py': testMainPy,
      'data.bin': randomBytes(30_000),
    });
    expect(published.answer.status).toBe(201);
    const storage = (await t.get('/api/user/stats', publisher.token)).body.storage;
    // The package (about 30 KB, random bytes do not compress) and its manifest.
    expect(storage).toMatch(/^(29|3\d)KB$/);
  });
});

describe('formatStorage', () => {
  test('"0MB" for nothing, then the unit that fits', () => {
    expect(formatStorage(0)).toBe('0MB');
    expect(formatStorage(512)).toBe('512B');
    expect(formatStorage(1536)).toBe('1.5KB');
    expect(formatStorage(5 * 1024 * 1024)).toBe('5MB');
    expect(formatStorage(25.4 * 1024 * 1024)).toBe('25MB');
  });
});
