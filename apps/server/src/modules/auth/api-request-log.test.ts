import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { recordApiRequest } from './api-request-log';

const t = useTestApp();

const apiTokenOf = async (token: string): Promise<string> =>
  (await t.post('/api/generate-api-token', undefined, token)).body.api_token;

describe('API calls counted together (api-request-log)', () => {
  test('calls made at once are each counted before they are answered', async () => {
    const user = await t.signedIn();
    const apiToken = await apiTokenOf(user.token);
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => t.get('/api/profile', apiToken)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(25).fill(200));
    // The stats call counts itself too.
    expect((await t.get('/api/user/stats', apiToken)).body.apiCalls).toBe(26);
  });

  test('a row that cannot be written fails its own call only', async () => {
    const user = await t.signedIn();
    const apiToken = await apiTokenOf(user.token);
    await t.get('/api/profile', apiToken);
    const { db } = t.app.sinyal;
    const counted = await db
      .selectFrom('api_requests')
      .select(['session_id', 'user_id'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const row = (sessionId: number) => ({
      session_id: sessionId,
      user_id: counted.user_id,
      method: 'GET',
      path: '/api/profile',
      created_at: new Date().toISOString(),
    });
    const results = await Promise.allSettled([
      recordApiRequest(db, row(counted.session_id)),
      recordApiRequest(db, row(2_000_000_000)), // no such session
      recordApiRequest(db, row(counted.session_id)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await t.get('/api/user/stats', user.token)).body.apiCalls).toBe(3);
  });
});
