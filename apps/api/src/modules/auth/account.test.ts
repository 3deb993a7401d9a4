import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ilike } from 'drizzle-orm';
import { FORMER_TRAVELLER } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import {
  authTokens,
  blogs,
  bookings,
  customPackages,
  emailOutbox,
  emailVerificationTokens,
  enquiries,
  notifications,
  passwordResetTokens,
  users,
  wishlistItems,
} from '../../db/schema/index.ts';
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

const NEW_PASSWORD = 'Kedarkantha-Ridge-2026';

const changePassword = (token: string | null, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/user/password',
    headers: token ? bearer(token) : {},
    payload,
  });
const exportData = (token: string | null) =>
  ctx.app.inject({ method: 'GET', url: '/api/user/export', headers: token ? bearer(token) : {} });
const deleteAccount = (token: string | null, payload: object) =>
  ctx.app.inject({ method: 'DELETE', url: '/api/user', headers: token ? bearer(token) : {}, payload });
const me = (token: string) => ctx.app.inject({ url: '/api/auth/user', headers: bearer(token) });
const emailsTo = (address: string, kind?: string) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(and(ilike(emailOutbox.toAddress, address), kind ? eq(emailOutbox.kind, kind) : undefined));

/** A traveller signed in twice (two devices). */
async function traveller() {
  const user = await ctx.createUser();
  const first = await ctx.login(user.email, user.password);
  const second = await ctx.login(user.email, user.password);
  return { ...user, first, second };
}

describe('PUT /api/user/password', () => {
  it('answers 401 without a token', async () => {
    const response = await changePassword(null, {
      current_password: 'x',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 422 under the field for a wrong current password, a mismatch, a short, a guessable or the same password', async () => {
    const user = await traveller();
    const cases: [object, string, string][] = [
      [
        { current_password: '', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        'current_password',
        MESSAGES.currentPasswordNeeded,
      ],
      [
        { current_password: 'wrong-one', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        'current_password',
        MESSAGES.currentPasswordWrong,
      ],
      [
        { current_password: user.password, password: NEW_PASSWORD, password_confirmation: 'something-else' },
        'password_confirmation',
        MESSAGES.passwordsMismatch,
      ],
      [
        { current_password: user.password, password: 'abc', password_confirmation: 'abc' },
        'password',
        MESSAGES.passwordMin,
      ],
      [
        { current_password: user.password, password: 'password', password_confirmation: 'password' },
        'password',
        MESSAGES.passwordGuessable,
      ],
      [
        { current_password: user.password, password: user.password, password_confirmation: user.password },
        'password',
        MESSAGES.newPasswordSame,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await changePassword(user.first, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    // Nothing changed: both sessions still work, the old password still signs in.
    expect((await me(user.second)).statusCode).toBe(200);
    await expect(ctx.login(user.email, user.password)).resolves.toBeTypeOf('string');
    expect(await emailsTo(user.email, 'password_changed')).toEqual([]);
  });

  it('changes the password, keeps this session, ends the others and emails the owner', async () => {
    const user = await traveller();
    const response = await changePassword(user.first, {
      current_password: user.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.passwordChanged);
    expect((await me(user.first)).statusCode).toBe(200);
    expect((await me(user.second)).statusCode).toBe(401);

    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(old.statusCode).toBe(422);
    await expect(ctx.login(user.email, NEW_PASSWORD)).resolves.toBeTypeOf('string');

    const [email] = await emailsTo(user.email, 'password_changed');
    expect(email?.subject).toMatch(/password/i);
    expect(email?.relatedType).toBe('user');
  });
});

describe('GET /api/user/export', () => {
  it('answers 401 without a token', async () => {
    expect((await exportData(null)).statusCode).toBe(401);
  });

  it('is a JSON download of the owner’s own records only', async () => {
    const tour = await f.tour(placeId, { title: 'Hampta Pass Crossing' });
    const owner = await traveller();
    const other = await traveller();
    const mine = await f.booking(owner.id, { tourId: tour.id }, { contactName: 'Owner Contact' });
    const theirs = await f.booking(other.id, { tourId: tour.id }, { contactName: 'Other Contact' });
    await f.review(owner.id, { tourId: tour.id }, { title: 'Snow at the top' });
    await ctx.db.insert(wishlistItems).values({ userId: owner.id, tourId: tour.id });
    await ctx.db
      .insert(enquiries)
      .values({ userId: owner.id, name: 'Owner', email: owner.email, message: 'Is June good for Hampta?' });

    const response = await exportData(owner.first);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body.format).toBe('account-export/1');
    expect(body.account).toMatchObject({ id: owner.id, email: owner.email });
    expect(Object.keys(body.records)).toEqual(
      expect.arrayContaining([
        'bookings',
        'payments',
        'travellers',
        'reviews',
        'wishlist',
        'enquiries',
        'custom_trips',
        'blogs',
      ]),
    );
    expect(body.records.bookings.map((b: { id: number }) => b.id)).toEqual([mine.id]);
    expect(body.records.bookings[0]).toMatchObject({ contact_name: 'Owner Contact', tour_id: tour.id });
    expect(body.records.bookings[0]).not.toHaveProperty('idempotency_key');
    expect(JSON.stringify(body)).not.toContain('Other Contact');
    expect(body.records.bookings.some((b: { id: number }) => b.id === theirs.id)).toBe(false);
    expect(body.records.reviews[0]).toMatchObject({ title: 'Snow at the top', tour_title: 'Hampta Pass Crossing' });
    expect(body.records.wishlist).toEqual([
      expect.objectContaining({ tour_id: tour.id, tour_title: 'Hampta Pass Crossing' }),
    ]);
    expect(body.records.enquiries[0]).toMatchObject({ message: 'Is June good for Hampta?' });
    expect(body.records.custom_trips).toEqual([]);
  });
});

describe('DELETE /api/user', () => {
  it('answers 401 without a token and 422 without or with a wrong password, changing nothing', async () => {
    const user = await traveller();
    expect((await deleteAccount(null, { current_password: user.password })).statusCode).toBe(401);
    const missing = await deleteAccount(user.first, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.current_password).toEqual([MESSAGES.currentPasswordNeeded]);
    const wrong = await deleteAccount(user.first, { current_password: 'not-it' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual([MESSAGES.currentPasswordWrong]);
    expect((await me(user.first)).statusCode).toBe(200);
  });

  it('refuses staff accounts with 403: an administrator closes those', async () => {
    for (const role of ['staff', 'admin'] as const) {
      const member = await ctx.createUser({ role });
      const token = await ctx.login(member.email, member.password);
      const response = await deleteAccount(token, { current_password: member.password });
      expect(response.statusCode, role).toBe(403);
      expect(response.json().message).toBe(MESSAGES.staffCannotSelfDelete);
      const [row] = await ctx.db.select().from(users).where(eq(users.id, member.id));
      expect(row?.deletedAt).toBeNull();
    }
  });

  it('erases the personal data, keeps bookings without the name, ends every session, emails the old address and refuses sign-in', async () => {
    const tour = await f.tour(placeId, { title: 'Kedarkantha Winter Trek' });
    const user = await ctx.createUser({ name: 'Riya Sharma' });
    await ctx.db.update(users).set({ phone: '+91 98100 00000', address: 'Dehradun' }).where(eq(users.id, user.id));
    const first = await ctx.login(user.email, user.password);
    const second = await ctx.login(user.email, user.password);
    const other = await traveller();
    const booking = await f.booking(
      user.id,
      { tourId: tour.id },
      { contactName: 'Riya Sharma', contactEmail: user.email, specialRequests: 'Vegetarian meals' },
    );
    const othersBooking = await f.booking(other.id, { tourId: tour.id }, { contactName: 'Kabir Rao' });
    const review = await f.review(user.id, { tourId: tour.id }, { title: 'Summit at sunrise' });
    await ctx.db.insert(wishlistItems).values({ userId: user.id, tourId: tour.id });
    // Rows other modules keep of the account: each module erases its own in the same transaction.
    const [enquiry] = await ctx.db
      .insert(enquiries)
      .values({ userId: user.id, name: 'Riya Sharma', email: user.email, phone: '+91 98100 00000', message: 'June?' })
      .returning();
    const [trip] = await ctx.db
      .insert(customPackages)
      .values({
        userId: user.id,
        destinations: ['Manali'],
        durationDays: 5,
        durationNights: 4,
        budgetMin: 20000,
        budgetMax: 40000,
        travelDate: '2027-05-01',
        contactName: 'Riya Sharma',
        contactEmail: user.email,
        contactPhone: '+91 98100 00000',
        specialRequirements: 'A quiet room',
      })
      .returning();
    await ctx.db.insert(notifications).values({ userId: user.id, title: 'Booking received', message: 'Riya' });
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    await ctx.db
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash: `reset-${user.id}`, expiresAt: inAWeek });
    await ctx.db
      .insert(emailVerificationTokens)
      .values({ userId: user.id, tokenHash: `verify-${user.id}`, email: user.email, expiresAt: inAWeek });
    await ctx.db.insert(emailOutbox).values({
      toAddress: user.email,
      subject: 'Booking received',
      html: '<p>Riya</p>',
      text: 'Riya',
      kind: 'booking_received',
      status: 'sent',
    });
    await ctx.db.insert(blogs).values([
      {
        title: 'My Kedarkantha draft',
        slug: `draft-${user.id}`,
        content: '<p>x</p>',
        authorName: 'Riya Sharma',
        authorId: user.id,
        status: 'draft',
      },
      {
        title: 'Kedarkantha in snow',
        slug: `published-${user.id}`,
        content: '<p>y</p>',
        authorName: 'Riya Sharma',
        authorId: user.id,
        status: 'published',
        publishedAt: new Date(),
      },
    ]);

    const response = await deleteAccount(first, { current_password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.accountDeleted);

    // Every session has ended, this one too.
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect(await ctx.db.select().from(authTokens).where(eq(authTokens.userId, user.id))).toEqual([]);

    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      name: 'Deleted traveller',
      email: `deleted-${user.id}@deleted.invalid`,
      phone: null,
      address: null,
      isBlocked: true,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);

    // The booking stays for the accounts, without the traveller's name or contact.
    const [kept] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({
      userId: user.id,
      contactName: 'Deleted traveller',
      contactEmail: `deleted-${user.id}@deleted.invalid`,
      contactPhone: '',
      specialRequests: null,
      totalAmount: 2000,
      status: 'confirmed',
    });
    // Another traveller's booking is untouched.
    const [untouched] = await ctx.db.select().from(bookings).where(eq(bookings.id, othersBooking.id));
    expect(untouched?.contactName).toBe('Kabir Rao');

    expect(await ctx.db.select().from(wishlistItems).where(eq(wishlistItems.userId, user.id))).toEqual([]);
    const [keptEnquiry] = await ctx.db.select().from(enquiries).where(eq(enquiries.id, enquiry!.id));
    expect(keptEnquiry).toMatchObject({
      name: 'Deleted traveller',
      email: `deleted-${user.id}@deleted.invalid`,
      phone: null,
      message: null,
    });
    const [keptTrip] = await ctx.db.select().from(customPackages).where(eq(customPackages.id, trip!.id));
    expect(keptTrip).toMatchObject({
      contactName: 'Deleted traveller',
      contactEmail: `deleted-${user.id}@deleted.invalid`,
      contactPhone: null,
      specialRequirements: null,
      durationDays: 5,
    });
    expect(await ctx.db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([]);
    expect(await ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toEqual([]);
    expect(
      await ctx.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id)),
    ).toEqual([]);
    const posts = await ctx.db
      .select()
      .from(blogs)
      .where(eq(blogs.slug, `published-${user.id}`));
    expect(posts).toEqual([expect.objectContaining({ authorName: FORMER_TRAVELLER, authorId: null })]);
    expect(
      await ctx.db
        .select()
        .from(blogs)
        .where(eq(blogs.slug, `draft-${user.id}`)),
    ).toEqual([]);

    // The review stays, as a former traveller's.
    const reviewsPage = (await ctx.app.inject({ url: `/api/tours/${tour.id}/reviews` })).json();
    const shown = reviewsPage.data.find((r: { id: number }) => r.id === review.id);
    expect(shown.user).toEqual({ name: FORMER_TRAVELLER });

    // The old address gets the confirmation, and nothing older is kept for it.
    const mails = await emailsTo(user.email);
    expect(mails.map((m) => m.kind)).toEqual(['account_deleted']);
    expect(mails[0]?.text).toContain('Riya Sharma');

    // Sign-in is refused with the old address and password.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors.email).toEqual([MESSAGES.invalidCredentials]);
    // The placeholder address cannot sign in either.
    const placeholder = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `deleted-${user.id}@deleted.invalid`, password: user.password },
    });
    expect(placeholder.statusCode).toBe(422);
  });

  it('deletes once when two requests race: one succeeds, the other finds the account gone, one email', async () => {
    const user = await traveller();
    const [a, b] = await Promise.all([
      deleteAccount(user.first, { current_password: user.password }),
      deleteAccount(user.second, { current_password: user.password }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 404]).toContain(statuses[1]);
    expect(await emailsTo(user.email, 'account_deleted')).toHaveLength(1);
  });
});
