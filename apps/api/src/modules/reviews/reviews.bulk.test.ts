import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { BULK_MESSAGES } from '@trails/contracts/admin-bulk';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { activityLogs, reviews } from '../../db/schema/index.ts';
import { catalogueFixtures, type CatalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let f: CatalogueFixtures;
let placeId: number;
let staff: { token: string; userId: number };
let travellerToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  f = catalogueFixtures(ctx.db);
  placeId = (await f.destination()).id;
  staff = await ctx.tokenFor('staff');
  travellerToken = (await ctx.tokenFor('customer')).token;
});
afterAll(async () => {
  await ctx.close();
});

const bulk = (payload: unknown, token: string | null = staff.token) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/reviews/bulk',
    ...(token ? { headers: bearer(token) } : {}),
    payload: payload as object,
  });

const tourRating = async (id: number) => {
  const body = (await ctx.app.inject({ url: `/api/tours/${id}` })).json();
  return { rating: body.data.rating, review_count: body.data.review_count };
};

describe('bulk moderation of reviews', () => {
  it('answers 401 without a token and 403 to a traveller', async () => {
    expect((await bulk({ action: 'approve', ids: [1] }, null)).statusCode).toBe(401);
    expect((await bulk({ action: 'approve', ids: [1] }, travellerToken)).statusCode).toBe(403);
  });

  it('refuses bad input per field', async () => {
    const empty = await bulk({ action: 'approve', ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.ids).toEqual([BULK_MESSAGES.bulkIdsRequired]);
    const feature = await bulk({ action: 'toggle-feature', ids: [1] });
    expect(feature.statusCode).toBe(422);
    expect(feature.json().errors.action).toEqual([BULK_MESSAGES.bulkActionInvalid]);
  });

  it('approves the selection in one request, moving the rating, logging each, skipping the refused', async () => {
    const tour = await f.tour(placeId);
    const users = await Promise.all([ctx.createUser(), ctx.createUser(), ctx.createUser()]);
    const one = await f.review(users[0]!.id, { tourId: tour.id }, { rating: 4, isApproved: false });
    const two = await f.review(users[1]!.id, { tourId: tour.id }, { rating: 2, isApproved: false });
    const already = await f.review(users[2]!.id, { tourId: tour.id }, { rating: 5 });
    expect(await tourRating(tour.id)).toEqual({ rating: 5, review_count: 1 });

    const response = await bulk({ action: 'approve', ids: [one.id, two.id, already.id, 999_999] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      done: [one.id, two.id],
      skipped: [
        { id: already.id, message: ADMIN_MESSAGES.reviewAlreadyApproved },
        { id: 999_999, message: MESSAGES.reviewNotFound },
      ],
    });
    expect(await tourRating(tour.id)).toEqual({ rating: 3.7, review_count: 3 });
    const logged = await ctx.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.type, 'review'),
          eq(activityLogs.action, 'approved'),
          inArray(activityLogs.subjectId, [one.id, two.id, already.id]),
        ),
      );
    expect(logged.map((row) => row.subjectId).sort()).toEqual([one.id, two.id].sort());

    const rejected = await bulk({ action: 'reject', ids: [one.id, two.id] });
    expect(rejected.json().data).toEqual({ done: [one.id, two.id], skipped: [] });
    const rows = await ctx.db
      .select()
      .from(reviews)
      .where(inArray(reviews.id, [one.id, two.id]));
    expect(rows.every((row) => !row.isApproved)).toBe(true);
    expect(await tourRating(tour.id)).toEqual({ rating: 5, review_count: 1 });
  });
});
