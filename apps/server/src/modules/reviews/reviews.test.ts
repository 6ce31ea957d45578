import { beforeAll, describe, expect, test } from 'vitest';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { adminSession } from '../../test/admin-session';
import { expectFieldCodes, expectProblem } from '../../test/expect-answer';
import { premiumPublisher, publishTestExtension } from '../../test/extension-fixtures';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

let publisher: Awaited<ReturnType<typeof premiumPublisher>>;
beforeAll(async () => {
  publisher = await premiumPublisher(t);
});

async function publishedId() {
  const { manifest, answer } = await publishTestExtension(t, publisher.apiToken);
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return manifest.id;
}

const review = (id: string, token: string, rating: number, text = 'Does what it says.') =>
  t.put(apiPaths.myReview(id), { rating, text }, token);

const removeReview = (id: string, token: string) =>
  t.request({
    method: 'DELETE',
    url: apiPaths.myReview(id),
    headers: { authorization: `Bearer ${token}` },
  });

const reviews = (id: string, query = '') => t.get(`${apiPaths.extensionReviews(id)}${query}`);

describe('reviews and ratings', () => {
  test('a signed-in user rates an extension; the page, the card and the list show it', async () => {
    const id = await publishedId();
    const user = await t.signedIn();
    const made = await review(id, user.token, 4, 'Reads my CAN logs fine.');
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      review: expect.objectContaining({
        rating: 4,
        text: 'Reads my CAN logs fine.',
        author: user.username,
        reply: null,
      }),
      rating: { average: 4, count: 1 },
    });

    const list = await reviews(id);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      average: 4,
      count: 1,
      histogram: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 },
      items: [{ rating: 4, text: 'Reads my CAN logs fine.', author: user.username }],
    });
    const page = await t.get(apiPaths.extension(id));
    expect(page.body.rating).toEqual({ average: 4, count: 1 });
    const cards = await t.get(
      `${apiPaths.extensions}?q=${encodeURIComponent(page.body.name)}&page_size=100`,
    );
    expect(cards.body.items.find((card: { id: string }) => card.id === id)?.rating ?? null).toEqual(
      { average: 4, count: 1 },
    );
    expect((await t.get(apiPaths.myReview(id), user.token)).body.review).toMatchObject({
      rating: 4,
    });
  });

  test('an account has one review per extension: a second PUT changes it, and the figures follow', async () => {
    const id = await publishedId();
    const first = await t.signedIn();
    const second = await t.signedIn();
    expect((await review(id, first.token, 5)).status).toBe(201);
    expect((await review(id, second.token, 2)).status).toBe(201);
    const changed = await review(id, first.token, 3, 'Changed my mind.');
    expect(changed.status).toBe(200);
    expect(changed.body.rating).toEqual({ average: 2.5, count: 2 });

    const list = await reviews(id);
    expect(list.body.count).toBe(2);
    expect(list.body.histogram).toEqual({ 1: 0, 2: 1, 3: 1, 4: 0, 5: 0 });
    expect(
      list.body.items.filter((item: { author: string }) => item.author === first.username),
    ).toEqual([expect.objectContaining({ rating: 3, text: 'Changed my mind.' })]);

    const removed = await removeReview(id, second.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ rating: { average: 3, count: 1 } });
    expect((await t.get(apiPaths.extension(id))).body.rating).toEqual({ average: 3, count: 1 });
    expectProblem(await removeReview(id, second.token), 404, 'review_not_found');

    await removeReview(id, first.token);
    expect((await reviews(id)).body).toMatchObject({ average: 0, count: 0, items: [] });
  });

  test('a deleted account’s review leaves the list and the rating with it', async () => {
    const id = await publishedId();
    const staying = await t.signedIn();
    const leaving = await t.signedIn();
    await review(id, staying.token, 4);
    await review(id, leaving.token, 1);
    expect((await reviews(id)).body).toMatchObject({ average: 2.5, count: 2 });
    const deleted = await t.request({
      method: 'DELETE',
      url: apiPaths.account,
      headers: { authorization: `Bearer ${leaving.token}` },
      payload: { password: leaving.password },
    });
    expect(deleted.status).toBe(200);
    expect((await reviews(id)).body).toMatchObject({ average: 4, count: 1 });
    expect((await t.get(apiPaths.extension(id))).body.rating).toEqual({ average: 4, count: 1 });
  });

  test('the owner cannot review their own extension; nobody signed in cannot review at all', async () => {
    const id = await publishedId();
    expectProblem(await review(id, publisher.token, 5), 403, 'own_review_forbidden');
    expect((await review(id, '', 5)).status).toBe(401);
    expect((await reviews(id)).body.count).toBe(0);
  });

  test('a rating outside 1..5 or an empty text is refused; an unknown extension is 404', async () => {
    const id = await publishedId();
    const user = await t.signedIn();
    expectFieldCodes(await review(id, user.token, 6), { rating: 'invalid_review_rating' });
    expectFieldCodes(await review(id, user.token, 0), { rating: 'invalid_review_rating' });
    expectFieldCodes(await review(id, user.token, 3, '   '), { text: 'review_text_required' });
    expectProblem(await review('no-such-extension', user.token, 3), 404, 'extension_not_found');
  });

  test('the owner replies once and may change the reply; nobody else may reply', async () => {
    const id = await publishedId();
    const user = await t.signedIn();
    const made = await review(id, user.token, 2, 'Crashes on big files.');
    const reviewId = made.body.review.id as number;

    expectProblem(
      await t.post(apiPaths.reviewReply(id, reviewId), { text: 'Me too' }, user.token),
      403,
      'reply_owner_only',
    );
    const other = await t.signedIn();
    expectProblem(
      await t.post(apiPaths.reviewReply(id, reviewId), { text: 'Me too' }, other.token),
      403,
      'reply_owner_only',
    );

    const replied = await t.post(
      apiPaths.reviewReply(id, reviewId),
      { text: 'Fixed in 1.0.1.' },
      publisher.token,
    );
    expect(replied.status).toBe(200);
    expect(replied.body.reply).toEqual({ text: 'Fixed in 1.0.1.', at: expect.any(String) });
    await t.post(apiPaths.reviewReply(id, reviewId), { text: 'Fixed in 1.0.2.' }, publisher.token);
    const list = await reviews(id);
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: reviewId,
        reply: { text: 'Fixed in 1.0.2.', at: expect.any(String) },
      }),
    ]);
    expectProblem(
      await t.post(apiPaths.reviewReply(id, 999_999), { text: 'Hello' }, publisher.token),
      404,
      'review_not_found',
    );
  });

  test('reviews page by ten, newest first, and "helpful" puts answered ones first', async () => {
    const id = await publishedId();
    const ids: number[] = [];
    for (let index = 0; index < 12; index++) {
      const user = await t.signedIn();
      t.clock.advance(1000);
      ids.push((await review(id, user.token, (index % 5) + 1, `Review ${index}`)).body.review.id);
    }
    const first = await reviews(id, '?sort=recent&page=1');
    const second = await reviews(id, '?sort=recent&page=2');
    expect(first.body.items).toHaveLength(10);
    expect(second.body.items).toHaveLength(2);
    const seen = [...first.body.items, ...second.body.items].map((item: { id: number }) => item.id);
    expect(seen).toEqual([...ids].reverse());

    const answered = ids[3] as number;
    await t.post(apiPaths.reviewReply(id, answered), { text: 'Thanks!' }, publisher.token);
    const helpful = await reviews(id, '?sort=helpful');
    expect(helpful.body.items[0].id).toBe(answered);
    expectFieldCodes(await reviews(id, '?sort=best'), { sort: 'invalid_review_sort' });
  });
});

describe('reporting a review', () => {
  test('a review report lands in the operators’ queue, and its takedown hides the review alone', async () => {
    const admin = await adminSession(t);
    const id = await publishedId();
    const author = await t.signedIn();
    const made = await review(id, author.token, 1, 'Buy cheap watches at example.com');
    const reviewId = made.body.review.id as number;
    const reporter = await t.signedIn();

    const sent = await t.post(
      apiPaths.reviewReport(id, reviewId),
      { reason: 'spam', detail: 'An advert' },
      reporter.token,
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ id: expect.any(Number), detail: expect.any(String) });

    const queue = await t.get(`${apiPaths.adminReports}?status=open&page_size=100`, admin.token);
    expect(queue.body.items).toContainEqual(
      expect.objectContaining({
        id: sent.body.id,
        extension_id: id,
        reporter: reporter.username,
        reason: 'spam',
        detail: 'An advert',
        review: {
          id: reviewId,
          rating: 1,
          text: 'Buy cheap watches at example.com',
          author: author.username,
          hidden: false,
        },
      }),
    );

    const resolved = await t.post(
      apiPaths.adminReportResolve(sent.body.id),
      { action: 'takedown', note: 'Spam' },
      admin.token,
    );
    expect(resolved.status).toBe(200);
    expect((await t.get(apiPaths.extension(id))).status).toBe(200);
    expect((await reviews(id)).body).toMatchObject({ count: 0, items: [] });
    expect((await t.get(apiPaths.extension(id))).body.rating).toEqual({ average: 0, count: 0 });
    const audit = await t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'review.takedown')
      .execute();
    expect(audit).toContainEqual(
      expect.objectContaining({
        target_type: 'review',
        target_id: String(reviewId),
        reason: 'Spam',
      }),
    );
  });

  test('a report needs a sign-in and a known reason; an unknown review is 404', async () => {
    const id = await publishedId();
    const author = await t.signedIn();
    const reviewId = (await review(id, author.token, 3)).body.review.id as number;
    const reporter = await t.signedIn();
    expect((await t.post(apiPaths.reviewReport(id, reviewId), { reason: 'spam' }, '')).status).toBe(
      401,
    );
    expectFieldCodes(
      await t.post(apiPaths.reviewReport(id, reviewId), { reason: 'boring' }, reporter.token),
      { reason: 'invalid_review_report_reason' },
    );
    expectProblem(
      await t.post(apiPaths.reviewReport(id, 999_999), { reason: 'abuse' }, reporter.token),
      404,
      'review_not_found',
    );
    expect(
      (await t.post(apiPaths.reviewReport(id, reviewId), { reason: 'abuse' }, reporter.token))
        .status,
    ).toBe(201);
  });
});
