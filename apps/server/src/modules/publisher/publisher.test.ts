import { beforeAll, describe, expect, test } from 'vitest';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { statsDays } from '@sinyal/contracts/publisher';
import { expectProblem } from '../../test/expect-answer';
import { premiumPublisher, publishTestExtension } from '../../test/extension-fixtures';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

let publisher: Awaited<ReturnType<typeof premiumPublisher>>;
beforeAll(async () => {
  publisher = await premiumPublisher(t);
});

async function published() {
  const { manifest, answer } = await publishTestExtension(t, publisher.apiToken);
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return manifest;
}

const day = (offset: number) =>
  new Date(t.clock.now().getTime() - offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('the publisher’s figures', () => {
  test('the owner sees 90 days of downloads, oldest first, today last, zeros included', async () => {
    const { id, version } = await published();
    const row = (when: string, client: string) => ({
      extension_id: id,
      version,
      day: when,
      client,
    });
    await t.db
      .insertInto('extension_downloads')
      .values([row(day(0), 'a'), row(day(0), 'b'), row(day(3), 'a'), row(day(120), 'a')])
      .execute();

    const stats = await t.get(apiPaths.extensionStats(id), publisher.token);
    expect(stats.status).toBe(200);
    expect(stats.body.days).toHaveLength(statsDays);
    expect(stats.body.days[0].date).toBe(day(statsDays - 1));
    expect(stats.body.days.at(-1)).toEqual({ date: day(0), downloads: 2 });
    expect(stats.body.days.at(-4)).toEqual({ date: day(3), downloads: 1 });
    const total = stats.body.days.reduce(
      (sum: number, entry: { downloads: number }) => sum + entry.downloads,
      0,
    );
    expect(total).toBe(3);
  });

  test('anyone but the owner is refused the figures', async () => {
    const { id } = await published();
    const other = await t.signedIn();
    expectProblem(await t.get(apiPaths.extensionStats(id), other.token), 403, 'stats_owner_only');
    expect((await t.get(apiPaths.extensionStats(id))).status).toBe(401);
    expectProblem(
      await t.get(apiPaths.extensionStats('no-such-extension'), publisher.token),
      404,
      'extension_not_found',
    );
  });

  test('the account’s extensions list versions, rating and open reports; others see only theirs', async () => {
    const { id, version } = await published();
    const reviewer = await t.signedIn();
    await t.put(apiPaths.myReview(id), { rating: 5, text: 'Great' }, reviewer.token);
    await t.post(
      apiPaths.extensionReports(id),
      { reason: 'broken', detail: 'Does not start' },
      reviewer.token,
    );

    const mine = await t.get(apiPaths.myExtensions, publisher.token);
    expect(mine.status).toBe(200);
    expect(mine.body.items).toContainEqual(
      expect.objectContaining({
        id,
        latest_version: version,
        rating: { average: 5, count: 1 },
        open_reports: 1,
        taken_down: false,
        deprecated: null,
        versions: [expect.objectContaining({ version, yanked: false, taken_down: false })],
      }),
    );
    expect((await t.get(apiPaths.myExtensions, reviewer.token)).body).toEqual({ items: [] });
  });
});
