import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { REVIEW_REPLY_MAX } from '@trails/contracts/reviews';
import { emailOutbox, reviews, users } from '../../db/schema/index.ts';
import { catalogueFixtures, type CatalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let f: CatalogueFixtures;
let placeId: number;
let staff: { token: string; userId: number };
let adminToken: string;
let travellerToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  f = catalogueFixtures(ctx.db);
  placeId = (await f.destination()).id;
  staff = await ctx.tokenFor('staff');
  adminToken = (await ctx.tokenFor('admin')).token;
  travellerToken = (await ctx.tokenFor('customer')).token;
});
afterAll(async () => {
  await ctx.close();
});

const reply = (id: number, payload: object, token: string | null = staff.token) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/reviews/${id}/reply`,
    headers: token ? bearer(token) : {},
    payload,
  });
const replyEmails = (address: string) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, 'review_reply')));

describe('POST /api/admin/reviews/:id/reply', () => {
  it('answers 401 without a token and 403 with a traveller’s token', async () => {
    expect((await reply(1, { reply: 'Thank you' }, null)).statusCode).toBe(401);
    expect((await reply(1, { reply: 'Thank you' }, travellerToken)).statusCode).toBe(403);
  });

  it('answers 422 for an empty or too long reply and 404 for an unknown review', async () => {
    const tour = await f.tour(placeId);
    const reviewer = await ctx.createUser();
    const review = await f.review(reviewer.id, { tourId: tour.id });
    for (const payload of [{}, { reply: '   ' }]) {
      const response = await reply(review.id, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.reply).toEqual([ADMIN_MESSAGES.reviewReplyRequired]);
    }
    const long = await reply(review.id, { reply: 'x'.repeat(REVIEW_REPLY_MAX + 1) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.reply).toEqual([MESSAGES.tooLong]);
    const missing = await reply(2_000_000_000, { reply: 'Thank you' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.reviewNotFound);
    const [row] = await ctx.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row?.reply).toBeNull();
  });

  it('refuses a reply to a pending review with 409', async () => {
    const tour = await f.tour(placeId);
    const reviewer = await ctx.createUser();
    const pending = await f.review(reviewer.id, { tourId: tour.id }, { isApproved: false });
    const response = await reply(pending.id, { reply: 'Thank you' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ADMIN_MESSAGES.reviewReplyNotApproved);
  });

  it('publishes the reply under the review, emails the reviewer once, and an edit replaces it', async () => {
    const tour = await f.tour(placeId, { title: 'Chandrashila Summit Trail' });
    const reviewer = await ctx.createUser({ name: 'Anil Negi' });
    const review = await f.review(reviewer.id, { tourId: tour.id }, { title: 'Clear views of Chaukhamba' });

    const first = await reply(review.id, { reply: 'Thank you, Anil! See you in the hills again.' });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(ADMIN_MESSAGES.reviewReplySaved);

    const list = (await ctx.app.inject({ url: `/api/tours/${tour.id}/reviews` })).json();
    const shown = list.data.find((r: { id: number }) => r.id === review.id);
    expect(shown.reply).toBe('Thank you, Anil! See you in the hills again.');
    expect(Date.parse(shown.replied_at)).not.toBeNaN();

    const admin = (
      await ctx.app.inject({ url: `/api/admin/reviews?tour_id=${tour.id}`, headers: bearer(staff.token) })
    ).json();
    expect(admin.data[0]).toMatchObject({
      reply: 'Thank you, Anil! See you in the hills again.',
      replied_by: { id: staff.userId },
    });

    const emails = await replyEmails(reviewer.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toContain('Chandrashila Summit Trail');
    expect(emails[0]?.text).toContain('Thank you, Anil!');

    // An admin edits it: the text is replaced, no second email.
    const edited = await reply(review.id, { reply: 'Thank you, Anil.' }, adminToken);
    expect(edited.statusCode).toBe(200);
    const again = (await ctx.app.inject({ url: `/api/tours/${tour.id}/reviews` })).json();
    expect(again.data.find((r: { id: number }) => r.id === review.id).reply).toBe('Thank you, Anil.');
    expect(await replyEmails(reviewer.email)).toHaveLength(1);
  });

  it('names the trip in the reviewer’s language and links to its page there', async () => {
    const trek = await f.trek(placeId, {
      title: 'Kuari Pass Trek',
      translations: { hi: { title: 'कुआरी पास ट्रेक' } },
    });
    const reviewer = await ctx.createUser({ name: 'Meena' });
    await ctx.db.update(users).set({ locale: 'hi' }).where(eq(users.id, reviewer.id));
    const review = await f.review(reviewer.id, { trekId: trek.id });
    expect((await reply(review.id, { reply: 'धन्यवाद!' })).statusCode).toBe(200);
    const [email] = await replyEmails(reviewer.email);
    expect(email?.subject).toContain('कुआरी पास ट्रेक');
    expect(email?.subject).not.toContain('Kuari Pass Trek');
    expect(email?.text).toContain(`/hi/trek/${trek.slug}#reviews`);
  });

  it('filters the moderation list by reply: awaiting (approved, unanswered) or replied; 422 for another value', async () => {
    const tour = await f.tour(placeId);
    const [a, b, c] = [await ctx.createUser(), await ctx.createUser(), await ctx.createUser()];
    const answered = await f.review(a.id, { tourId: tour.id }, { title: 'Answered' });
    const awaiting = await f.review(b.id, { tourId: tour.id }, { title: 'Awaiting' });
    await f.review(c.id, { tourId: tour.id }, { title: 'Pending', isApproved: false });
    expect((await reply(answered.id, { reply: 'Thank you' })).statusCode).toBe(200);
    const titles = async (filter: string) => {
      const response = await ctx.app.inject({
        url: `/api/admin/reviews?tour_id=${tour.id}&reply=${filter}`,
        headers: bearer(staff.token),
      });
      return response.statusCode === 200
        ? response.json().data.map((r: { title: string }) => r.title)
        : response.statusCode;
    };
    expect(await titles('awaiting')).toEqual(['Awaiting']);
    expect(await titles('replied')).toEqual(['Answered']);
    expect(await titles('someday')).toBe(422);
    expect(awaiting.id).toBeGreaterThan(0);
  });

  it('emails nobody when the reviewer’s account has been deleted', async () => {
    const tour = await f.tour(placeId);
    const reviewer = await ctx.createUser();
    const review = await f.review(reviewer.id, { tourId: tour.id });
    await ctx.db
      .update(users)
      .set({ deletedAt: new Date(), email: `deleted-${reviewer.id}@deleted.invalid` })
      .where(eq(users.id, reviewer.id));
    expect((await reply(review.id, { reply: 'Thank you' })).statusCode).toBe(200);
    expect(await replyEmails(`deleted-${reviewer.id}@deleted.invalid`)).toEqual([]);
  });
});
