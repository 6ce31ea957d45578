import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { testPassword } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { del } from '../../test/two-factor-fixtures';
import { premiumPublisher, publishTestExtension } from '../../test/extension-fixtures';

const t = useTestApp();

const publisherPage = (name: string) => t.get(`/api/publishers/${encodeURIComponent(name)}`);
const idsOf = (page: { extensions: { id: string }[] }) =>
  page.extensions.map((extension) => extension.id).sort();

describe('a publisher name outlives its account', () => {
  test('after the account is deleted nobody can publish under the name, and its extensions stay under it alone', async () => {
    const name = `Retired Works ${randomBytes(3).toString('hex')}`;
    const owner = await premiumPublisher(t);
    const first = await publishTestExtension(t, owner.apiToken, { author: name });
    expect(first.answer.status).toBe(201);
    const deleted = await del(t, '/api/account', owner.token, { password: testPassword });
    expect(deleted.status).toBe(200);

    const newcomer = await premiumPublisher(t);
    for (const spelling of [name, name.toLowerCase().replaceAll(' ', '-')]) {
      const taken = await publishTestExtension(t, newcomer.apiToken, { author: spelling });
      expect(taken.answer.status).toBe(409);
      expect(taken.answer.body).toMatchObject({ code: 'author_taken', existing_author: name });
    }
    // The orphaned extension cannot be taken over either.
    const takeover = await publishTestExtension(t, newcomer.apiToken, {
      id: first.manifest.id,
      name: first.manifest.name,
      author: `${newcomer.username} tools`,
      version: '2.0.0',
    });
    expect(takeover.answer.status).toBe(403);

    const page = await publisherPage(name);
    expect(page.status).toBe(200);
    expect(page.body.name).toBe(name);
    expect(idsOf(page.body)).toEqual([first.manifest.id]);
  });

  test('two accounts claiming a new name at once: one gets it, the other 409, and the page lists only the first', async () => {
    const name = `Twin Claim ${randomBytes(3).toString('hex')}`;
    const publishers = [await premiumPublisher(t), await premiumPublisher(t)];
    const results = await Promise.all(
      publishers.map((publisher) => publishTestExtension(t, publisher.apiToken, { author: name })),
    );
    const statuses = results.map((result) => result.answer.status).sort();
    expect(statuses).toEqual([201, 409]);
    const winner = results.find((result) => result.answer.status === 201);
    const loser = results.find((result) => result.answer.status === 409);
    expect(loser?.answer.body.code).toBe('author_taken');
    expect(idsOf((await publisherPage(name)).body)).toEqual([winner?.manifest.id]);
    expect((await t.get(`/api/extensions/${loser?.manifest.id}`)).status).toBe(404);
  });
});
