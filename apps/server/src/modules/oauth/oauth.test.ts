import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { offeredProviders } from './oauth.service';

describe('GET /api/oauth/providers', () => {
  const t = useTestApp();

  test('answers an empty list while no provider has its settings, to anyone', async () => {
    const answer = await t.get('/api/oauth/providers');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });

  test('offers exactly the providers whose settings are present, by their own names', () => {
    const client = { clientId: 'id', clientSecret: 'secret' };
    expect(offeredProviders({ google: undefined, github: undefined })).toEqual([]);
    expect(offeredProviders({ google: undefined, github: client })).toEqual([
      { id: 'github', name: 'GitHub' },
    ]);
    expect(offeredProviders({ google: client, github: client })).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'github', name: 'GitHub' },
    ]);
  });
});
