import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { MESSAGES } from '@trails/contracts/messages';
import { notifications, reviewVotes, reviews } from '../../db/schema/index.ts';
import { catalogueFixtures, type CatalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let f: CatalogueFixtures;
let placeId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  f = catalogueFixtures(ctx.db);
  placeId = (await f.destination()).id;
});
afterAll(async () => {
  await ctx.close();
});

const valid = { rating: 4, title: 'Lovely trip', comment: 'Guides were kind and the food was good.' };

function postReview(token: string | null, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: token ? bearer(token) : {},
    payload,
  });
}

const toggle = (token: string | null, id: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/reviews/${id}/helpful`, headers: token ? bearer(token) : {} });

describe('POST /api/reviews', () => {
  it('stores a pending review of a tour, with a staff notification, and answers the spec message', async () => {
    const tour = await f.tour(placeId, { title: 'Spiti Circuit' });
    const { token, userId } = await ctx.tokenFor('customer');
    const response = await postReview(token, {
      ...valid,
      tour_id: tour.id,
      trip_type: 'Couple',
      traveled_on: '2025-10',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Review submitted for approval' });
    const [row] = await ctx.db.select().from(reviews).where(eq(reviews.userId, userId));
    expect(row).toMatchObject({
      tourId: tour.id,
      trekId: null,
      rating: 4,
      title: 'Lovely trip',
      tripType: 'Couple',
      traveledOn: '2025-10-01',
      isApproved: false,
      isFeatured: false,
      helpfulCount: 0,
    });
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'review'), eq(notifications.link, '/admin/reviews')));
    expect(notes.some((note) => note.message.includes('Spiti Circuit') && note.userId === null)).toBe(true);
    // Pending: not in the public list.
    await ctx.app.publicCache.invalidate();
    const list = (await ctx.app.inject({ url: `/api/tours/${tour.id}/reviews` })).json();
    expect(list.data).toEqual([]);
  });

  it('takes a trek, and no trip type or month', async () => {
    const trek = await f.trek(placeId);
    const { token } = await ctx.tokenFor('customer');
    const response = await postReview(token, { ...valid, trek_id: trek.id, trip_type: '', traveled_on: '' });
    expect(response.statusCode).toBe(201);
  });

  it('one review per traveller and trip: the second is a 409 with a clear message', async () => {
    const tour = await f.tour(placeId);
    const { token } = await ctx.tokenFor('customer');
    expect((await postReview(token, { ...valid, tour_id: tour.id })).statusCode).toBe(201);
    const again = await postReview(token, { ...valid, title: 'Again', tour_id: tour.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.reviewDuplicate);
    // Both at once: exactly one is stored.
    const trek = await f.trek(placeId);
    const both = await Promise.all([
      postReview(token, { ...valid, trek_id: trek.id }),
      postReview(token, { ...valid, trek_id: trek.id }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers 401 without a token', async () => {
    const tour = await f.tour(placeId);
    const response = await postReview(null, { ...valid, tour_id: tour.id });
    expect(response.statusCode).toBe(401);
  });

  it('answers 422 with the field messages for bad input', async () => {
    const tour = await f.tour(placeId);
    const hidden = await f.tour(placeId, { isActive: false });
    const trek = await f.trek(placeId);
    const { token } = await ctx.tokenFor('customer');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, title: '  ', tour_id: tour.id }, 'title', MESSAGES.reviewTitleRequired],
      [{ ...valid, comment: undefined, tour_id: tour.id }, 'comment', MESSAGES.reviewCommentRequired],
      [{ ...valid, rating: 0, tour_id: tour.id }, 'rating', MESSAGES.reviewRatingRange],
      [{ ...valid, rating: 6, tour_id: tour.id }, 'rating', MESSAGES.reviewRatingRange],
      [{ ...valid, rating: 4.5, tour_id: tour.id }, 'rating', MESSAGES.reviewRatingRange],
      [{ ...valid, trip_type: 'Business', tour_id: tour.id }, 'trip_type', MESSAGES.invalidValue],
      [{ ...valid, traveled_on: '2025-13', tour_id: tour.id }, 'traveled_on', MESSAGES.reviewMonthInvalid],
      [{ ...valid, traveled_on: '2999-01', tour_id: tour.id }, 'traveled_on', MESSAGES.reviewMonthFuture],
      [{ ...valid, title: 'x'.repeat(151), tour_id: tour.id }, 'title', MESSAGES.tooLong],
      [{ ...valid }, 'tour_id', MESSAGES.reviewTripRequired],
      [{ ...valid, tour_id: tour.id, trek_id: trek.id }, 'trek_id', MESSAGES.tripEitherOr],
      [{ ...valid, tour_id: hidden.id }, 'tour_id', MESSAGES.tourNotFound],
      [{ ...valid, trek_id: 2_000_000_000 }, 'trek_id', MESSAGES.trekNotFound],
    ];
    for (const [payload, field, message] of cases) {
      const response = await postReview(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors?.[field], JSON.stringify(payload)).toEqual([message]);
    }
  });
});

describe('GET /api/user/reviews', () => {
  it("lists the traveller's own reviews with their status, newest first, and nobody else's", async () => {
    const tour = await f.tour(placeId, { title: 'Mine Tour' });
    const trek = await f.trek(placeId, { title: 'Mine Trek' });
    const me = await ctx.tokenFor('customer');
    const other = await ctx.tokenFor('customer');
    await f.review(me.userId, { trekId: trek.id }, { title: 'Old approved', createdAt: new Date('2026-01-01') });
    expect((await postReview(me.token, { ...valid, tour_id: tour.id })).statusCode).toBe(201);
    expect((await postReview(other.token, { ...valid, title: 'Not mine', tour_id: tour.id })).statusCode).toBe(201);
    const response = await ctx.app.inject({ url: '/api/user/reviews', headers: bearer(me.token) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((r: { title: string; status: string }) => [r.title, r.status])).toEqual([
      ['Lovely trip', 'pending'],
      ['Old approved', 'approved'],
    ]);
    expect(body.data[0].subject).toMatchObject({ type: 'tour', id: tour.id, title: 'Mine Tour' });
    expect(body.data[0]).toMatchObject({ tour_id: tour.id, trek_id: null, tour: { id: tour.id, title: 'Mine Tour' } });
    expect(body.data[1]).toMatchObject({ tour_id: null, trek_id: trek.id, trek: { id: trek.id, title: 'Mine Trek' } });
    expect(body.meta.total).toBe(2);
    expect((await ctx.app.inject({ url: '/api/user/reviews' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/user/reviews?page=0', headers: bearer(me.token) })).statusCode).toBe(422);
  });
});

describe('POST /api/reviews/:id/helpful', () => {
  async function approvedReview() {
    const tour = await f.tour(placeId);
    const author = await ctx.createUser();
    return f.review(author.id, { tourId: tour.id });
  }

  const votesOf = async (id: number) =>
    (await ctx.db.select({ n: count() }).from(reviewVotes).where(eq(reviewVotes.reviewId, id)))[0]!.n;
  const countOf = async (id: number) =>
    (await ctx.db.select({ n: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, id)))[0]!.n;

  it('toggles the traveller’s vote, answers the new count, and the public list shows it', async () => {
    const review = await approvedReview();
    const a = await ctx.tokenFor('customer');
    const b = await ctx.tokenFor('customer');
    let response = await toggle(a.token, review.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ helpful_count: 1, voted: true });
    expect((await toggle(b.token, review.id)).json().data).toEqual({ helpful_count: 2, voted: true });
    response = await toggle(a.token, review.id);
    expect(response.json().data).toEqual({ helpful_count: 1, voted: false });
    const list = (await ctx.app.inject({ url: '/api/reviews?per_page=100' })).json();
    expect(list.data.find((r: { id: number }) => r.id === review.id).helpful_count).toBe(1);

    const votes = await ctx.app.inject({
      url: `/api/user/review-votes?review_ids=${review.id},999999`,
      headers: bearer(b.token),
    });
    expect(votes.json().data).toEqual([review.id]);
    const none = await ctx.app.inject({
      url: `/api/user/review-votes?review_ids=${review.id}`,
      headers: bearer(a.token),
    });
    expect(none.json().data).toEqual([]);
  });

  it('401 without a token, 404 for a pending or missing review, 422 for a bad id', async () => {
    const review = await approvedReview();
    expect((await toggle(null, review.id)).statusCode).toBe(401);
    const { token } = await ctx.tokenFor('customer');
    const tour = await f.tour(placeId);
    const author = await ctx.createUser();
    const pending = await f.review(author.id, { tourId: tour.id }, { isApproved: false });
    const response = await toggle(token, pending.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.reviewNotFound);
    expect((await toggle(token, 2_000_000_000)).statusCode).toBe(404);
    expect((await toggle(token, 0)).statusCode).toBe(422);
    const badIds = await ctx.app.inject({ url: '/api/user/review-votes?review_ids=a,b', headers: bearer(token) });
    expect(badIds.statusCode).toBe(422);
    expect((await ctx.app.inject({ url: '/api/user/review-votes?review_ids=1' })).statusCode).toBe(401);
  });

  it('concurrent toggles keep helpful_count equal to the number of votes', async () => {
    const review = await approvedReview();
    const voters = await Promise.all(Array.from({ length: 6 }, () => ctx.tokenFor('customer')));
    // Everyone at once, and the first voter three times at once.
    const first = voters[0]!.token;
    const responses = await Promise.all([
      ...voters.map((voter) => toggle(voter.token, review.id)),
      toggle(first, review.id),
      toggle(first, review.id),
    ]);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const votes = await votesOf(review.id);
    expect(votes).toBe(6);
    expect(await countOf(review.id)).toBe(votes);
    // Each answer is a count some serial order produced: never above the number of voters.
    for (const response of responses) expect(response.json().data.helpful_count).toBeLessThanOrEqual(6);
    await Promise.all(voters.map((voter) => toggle(voter.token, review.id)));
    expect(await countOf(review.id)).toBe(await votesOf(review.id));
  });
});
