import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { bookings, campaigns, emailOutbox, users } from '../../db/schema/index.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { createCampaignsService } from './campaigns.service.ts';
import { highestUserId } from './campaigns.repo.ts';

let ctx: TestContext;
let admin: { token: string; userId: number; email: string };
let staffToken: string;
let travellerToken: string;
let fixtures: ReturnType<typeof catalogueFixtures>;
let destinationId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  fixtures = catalogueFixtures(ctx.db);
  admin = await ctx.tokenFor('admin');
  staffToken = (await ctx.tokenFor('staff')).token;
  travellerToken = (await ctx.tokenFor('customer')).token;
  destinationId = (await fixtures.destination()).id;
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token: string | null = admin.token, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });

let counter = 0;
/** Travellers inserted directly (no password hashing), in id order. */
async function travellers(n: number, values: Partial<typeof users.$inferInsert> = {}) {
  const rows = await ctx.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => {
        counter += 1;
        return {
          name: `Traveller ${counter}`,
          email: `campaign-${counter}-${Date.now()}@example.test`,
          passwordHash: 'x',
          ...values,
        };
      }),
    )
    .returning({ id: users.id, email: users.email });
  return rows;
}

async function book(
  userId: number,
  trip: { tourId: number } | { trekId: number },
  values: Partial<typeof bookings.$inferInsert> = {},
) {
  counter += 1;
  await ctx.db.insert(bookings).values({
    reference: `HT-C${counter}-${Math.random().toString(36).slice(2, 8)}`,
    userId,
    ...trip,
    travelDate: '2027-03-01',
    passengers: 1,
    unitPrice: 1000,
    totalAmount: 1000,
    currency: 'INR',
    contactName: 'T',
    contactEmail: 't@example.test',
    contactPhone: '+91 90000 00000',
    ...values,
  });
}

/** A tour with `n` travellers booked on it. */
async function tourWithTravellers(n: number) {
  const tour = await fixtures.tour(destinationId);
  const people = await travellers(n);
  for (const person of people) await book(person.id, { tourId: tour.id });
  return { tour, people };
}

const campaignOf = (audience: object, extra: object = {}) => ({
  subject: 'Spring in the hills',
  body: '<p>Our <strong>spring</strong> departures are open.</p><script>alert(1)</script>',
  audience,
  ...extra,
});

const emailsOf = (campaignId: number) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.relatedType, 'campaign'), eq(emailOutbox.relatedId, campaignId)))
    .orderBy(emailOutbox.id);

async function waitUntilSent(id: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
    if (row?.status === 'sent') return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`campaign ${id} was not sent`);
}

describe('campaign routes', () => {
  it('answer 401 without a token, 403 to a traveller and to staff', async () => {
    const payload = campaignOf({ type: 'all_travellers' });
    const routes: [Method, string][] = [
      ['POST', '/notifications/campaign'],
      ['POST', '/notifications/campaign/preview'],
      ['POST', '/notifications/campaign/test'],
      ['GET', '/notifications/campaigns'],
    ];
    for (const [method, url] of routes) {
      const body = method === 'POST' ? payload : undefined;
      expect((await call(method, url, null, body)).statusCode, url).toBe(401);
      expect((await call(method, url, travellerToken, body)).statusCode, url).toBe(403);
      expect((await call(method, url, staffToken, body)).statusCode, url).toBe(403);
    }
  });

  it('refuses bad input field by field', async () => {
    const empty = await call('POST', '/notifications/campaign', admin.token, { subject: ' ', body: '', audience: {} });
    expect(empty.statusCode).toBe(422);
    const { errors } = empty.json();
    expect(errors.subject).toEqual([ADMIN_MESSAGES.campaignSubjectRequired]);
    expect(errors.body).toEqual([ADMIN_MESSAGES.campaignBodyRequired]);
    expect(
      Object.keys(errors).some((key) => key.startsWith('audience')),
      JSON.stringify(errors),
    ).toBe(true);

    const dates = await call(
      'POST',
      '/notifications/campaign/preview',
      admin.token,
      campaignOf({ type: 'booked_between', from: '2026-05-10', to: '2026-05-01' }),
    );
    expect(dates.statusCode).toBe(422);
    expect(dates.json().errors['audience.to']).toEqual([ADMIN_MESSAGES.campaignDatesOrder]);

    const badDay = await call(
      'POST',
      '/notifications/campaign/preview',
      admin.token,
      campaignOf({ type: 'booked_between', from: '2026-02-30', to: '2026-05-01' }),
    );
    expect(badDay.statusCode).toBe(422);
    expect(badDay.json().errors['audience.from']).toEqual([ADMIN_MESSAGES.campaignDateRequired]);

    // Nothing left once sanitised.
    const scriptOnly = await call('POST', '/notifications/campaign/test', admin.token, {
      ...campaignOf({ type: 'all_travellers' }),
      body: '<script>alert(1)</script>',
    });
    expect(scriptOnly.statusCode).toBe(422);
    expect(scriptOnly.json().errors.body).toEqual([ADMIN_MESSAGES.campaignBodyRequired]);

    expect((await call('GET', '/notifications/campaigns?per_page=500')).statusCode).toBe(422);
  });

  it('answers 404 for a trip that does not exist', async () => {
    for (const url of ['/notifications/campaign', '/notifications/campaign/preview', '/notifications/campaign/test']) {
      const response = await call('POST', url, admin.token, campaignOf({ type: 'trip', kind: 'trek', id: 999999 }));
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(ADMIN_MESSAGES.campaignTripNotFound);
    }
  });

  it('previews the count and the sanitised email, skipping opted-out, blocked and cancelled travellers', async () => {
    const { tour, people } = await tourWithTravellers(2);
    const [optedOut] = await travellers(1, { marketingOptOut: true });
    const [blocked] = await travellers(1, { isBlocked: true });
    const [cancelled] = await travellers(1);
    await book(optedOut!.id, { tourId: tour.id });
    await book(blocked!.id, { tourId: tour.id });
    await book(cancelled!.id, { tourId: tour.id }, { status: 'cancelled' });
    // Booked twice, counted once.
    await book(people[0]!.id, { tourId: tour.id });

    const response = await call(
      'POST',
      '/notifications/campaign/preview',
      admin.token,
      campaignOf({ type: 'trip', kind: 'tour', id: tour.id }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.recipients).toBe(2);
    expect(data.subject).toBe('Spring in the hills');
    expect(data.html).toContain('<strong>spring</strong>');
    expect(data.html).not.toContain('<script');
    expect(data.html).toContain('/api/unsubscribe?token=');
  });

  it('sends a test to the signed-in admin only', async () => {
    const before = await ctx.db.$count(emailOutbox);
    const response = await call(
      'POST',
      '/notifications/campaign/test',
      admin.token,
      campaignOf({ type: 'all_travellers' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(ADMIN_MESSAGES.campaignTestSent);
    const rows = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'campaign_test'));
    expect(await ctx.db.$count(emailOutbox)).toBe(before + 1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ toAddress: admin.email, subject: '[TEST] Spring in the hills' });
  });

  it('sends to a trip’s travellers with one-click unsubscribe headers and lists the campaign with counts', async () => {
    const { tour, people } = await tourWithTravellers(3);
    const [optedOut] = await travellers(1, { marketingOptOut: true });
    await book(optedOut!.id, { tourId: tour.id });

    const response = await call(
      'POST',
      '/notifications/campaign',
      admin.token,
      campaignOf({ type: 'trip', kind: 'tour', id: tour.id }),
    );
    expect(response.statusCode, response.body).toBe(202);
    const { data, message } = response.json();
    expect(message).toBe(ADMIN_MESSAGES.campaignQueued);
    expect(data).toMatchObject({ subject: 'Spring in the hills', recipient_count: 3, status: 'sending' });
    expect(data.created_by).toMatch(/Test User/);

    await waitUntilSent(data.id);
    const emails = await emailsOf(data.id);
    expect(emails.map((email) => email.toAddress).sort()).toEqual(people.map((person) => person.email).sort());
    for (const email of emails) {
      expect(email.kind).toBe('campaign');
      expect(email.html).not.toContain('<script');
      expect(email.headers?.['List-Unsubscribe']).toMatch(/^<http.*\/api\/unsubscribe\?token=.+>$/);
      expect(email.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }

    const listed = await call('GET', '/notifications/campaigns');
    expect(listed.statusCode, listed.body).toBe(200);
    const item = listed.json().data.find((row: { id: number }) => row.id === data.id);
    expect(item).toMatchObject({
      status: 'sent',
      recipient_count: 3,
      enqueued_count: 3,
      sent_count: 0,
      failed_count: 0,
    });
    expect(item.created_by).toMatch(/Test User/);
  });

  it('refuses to send when nobody would receive it', async () => {
    const tour = await fixtures.tour(destinationId);
    const response = await call(
      'POST',
      '/notifications/campaign',
      admin.token,
      campaignOf({ type: 'trip', kind: 'tour', id: tour.id }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.audience).toEqual([ADMIN_MESSAGES.campaignNoRecipients]);
  });

  it('selects travellers who booked between two days, and a trek’s travellers', async () => {
    const trek = await fixtures.trek(destinationId);
    const [early, inside, late, onTrek] = await travellers(4);
    await book(early!.id, { trekId: trek.id }, { createdAt: new Date('2020-01-31T23:00:00Z') });
    await book(inside!.id, { trekId: trek.id }, { createdAt: new Date('2020-02-10T08:00:00Z') });
    await book(inside!.id, { trekId: trek.id }, { createdAt: new Date('2020-02-29T23:59:00Z') });
    await book(late!.id, { trekId: trek.id }, { createdAt: new Date('2020-03-01T00:00:00Z') });
    await book(onTrek!.id, { trekId: trek.id });
    const between = await call(
      'POST',
      '/notifications/campaign/preview',
      admin.token,
      campaignOf({ type: 'booked_between', from: '2020-02-01', to: '2020-02-29' }),
    );
    expect(between.json().data.recipients).toBe(1);
    const onTheTrek = await call(
      'POST',
      '/notifications/campaign/preview',
      admin.token,
      campaignOf({ type: 'trip', kind: 'trek', id: trek.id }),
    );
    expect(onTheTrek.json().data.recipients).toBe(4);
    const everyone = await call(
      'POST',
      '/notifications/campaign/preview',
      admin.token,
      campaignOf({ type: 'all_travellers' }),
    );
    expect(everyone.json().data.recipients).toBeGreaterThanOrEqual(4);
  });
});

describe('campaign delivery', () => {
  it('writes the emails in batches and resumes after the last recipient written', async () => {
    const { tour, people } = await tourWithTravellers(7);
    const service = createCampaignsService(ctx.db, { publicUrl: 'https://trails.example', batchSize: 3 });
    const audience = { type: 'trip' as const, kind: 'tour' as const, id: tour.id };
    const [row] = await ctx.db
      .insert(campaigns)
      .values({
        subject: 'Batched',
        bodyHtml: '<p>Hello</p>',
        audience,
        recipientCount: 7,
        lastUserId: await highestUserId(ctx.db),
        // As a server that stopped after its first batch left it.
        cursorUserId: people[2]!.id,
        enqueuedCount: 3,
      })
      .returning();
    await service.resume();
    const emails = await emailsOf(row!.id);
    expect(emails.map((email) => email.toAddress)).toEqual(people.slice(3).map((person) => person.email));
    const [after] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, row!.id));
    expect(after).toMatchObject({ status: 'sent', enqueuedCount: 7, cursorUserId: people[6]!.id });
    // Nothing more to do once sent.
    await service.deliver(row!.id);
    expect(await emailsOf(row!.id)).toHaveLength(4);
  });

  it('sends more recipients than one batch holds, each once, and not to accounts made afterwards', async () => {
    const { tour, people } = await tourWithTravellers(205);
    const service = createCampaignsService(ctx.db, { publicUrl: 'https://trails.example' });
    const sent = await service.send(
      { id: admin.userId, name: 'Admin' },
      {
        subject: 'Big',
        body: '<p>Many</p>',
        audience: { type: 'trip', kind: 'tour', id: tour.id },
      },
    );
    const [latecomer] = await travellers(1);
    await book(latecomer!.id, { tourId: tour.id });
    await service.settled();
    const emails = await emailsOf(sent.id);
    expect(emails).toHaveLength(205);
    expect(new Set(emails.map((email) => email.toAddress))).toEqual(new Set(people.map((person) => person.email)));
  });
});

describe('a recipient the newsletter cannot address', () => {
  it('is skipped and recorded as a failed email, and everyone after it still gets theirs', async () => {
    const tour = await fixtures.tour(destinationId);
    const before = await travellers(2);
    // Accounts stored before today's rules: a non-ASCII address, a name with a line break.
    const [accented] = await travellers(1, { email: `josé-${Date.now()}@exämple.com` });
    const [broken] = await travellers(1, { name: 'Mallory\r\nBcc: victim@example.com' });
    const after = await travellers(2);
    const people = [...before, accented!, broken!, ...after];
    for (const person of people) await book(person.id, { tourId: tour.id });
    const service = createCampaignsService(ctx.db, { publicUrl: 'https://trails.example', batchSize: 2 });
    const sent = await service.send(
      { id: admin.userId, name: 'Admin' },
      { subject: 'Skip', body: '<p>Hi</p>', audience: { type: 'trip', kind: 'tour', id: tour.id } },
    );
    await service.settled();
    const emails = await emailsOf(sent.id);
    expect(emails.map((email) => email.toAddress)).toEqual(people.map((person) => person.email));
    const failed = emails.filter((email) => email.status === 'failed');
    expect(failed.map((email) => email.toAddress)).toEqual([accented!.email, broken!.email]);
    expect(failed.every((email) => email.lastError?.startsWith('Not sent: the recipient'))).toBe(true);
    expect(emails.filter((email) => email.status === 'queued')).toHaveLength(4);
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, sent.id));
    expect(row).toMatchObject({ status: 'sent', enqueuedCount: 6 });
    const listed = (await call('GET', '/notifications/campaigns'))
      .json()
      .data.find((item: { id: number }) => item.id === sent.id);
    expect(listed.failed_count).toBe(2);
  });
});

describe('unsubscribe', () => {
  const service = () => createCampaignsService(ctx.db, { publicUrl: 'https://trails.example' });

  it('shows a page on GET and unsubscribes on the one-click POST', async () => {
    const [person] = await travellers(1);
    const token = await service().unsubscribeToken(person!.id);
    const url = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
    const optedOut = async () =>
      (await ctx.db.select({ value: users.marketingOptOut }).from(users).where(eq(users.id, person!.id)))[0]!.value;

    const html = { accept: 'text/html,application/xhtml+xml' };
    const page = await ctx.app.inject({ method: 'GET', url, headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<form method="post"');
    expect(await optedOut()).toBe(false);

    const oneClick = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toMatchObject({ success: true });
    expect(await optedOut()).toBe(true);
    // The page's own button: a browser gets a page back.
    const button = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(button.statusCode).toBe(200);
    expect(button.headers['content-type']).toMatch(/text\/html/);
    // Twice is fine.
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('speaks the account’s language; a bad link the browser’s', async () => {
    const [person] = await travellers(1, { locale: 'hi' });
    const token = await service().unsubscribeToken(person!.id);
    const url = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
    const html = { accept: 'text/html' };
    const page = await ctx.app.inject({ method: 'GET', url, headers: html });
    expect(page.body).toContain('<html lang="hi"');
    expect(page.body).toContain('>सदस्यता छोड़ें</button>');
    const done = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.body).toContain('अब आपको हमारे न्यूज़लेटर नहीं मिलेंगे।');
    // The API's JSON stays English, as every API message.
    const json = await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: 'x' });
    expect(json.json().message).toBe('You will no longer receive our newsletters.');

    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/unsubscribe?token=abc',
      headers: { ...html, 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('सदस्यता छोड़ने का यह लिंक मान्य नहीं है।');
    const english = await ctx.app.inject({ method: 'GET', url: '/api/unsubscribe?token=abc', headers: html });
    expect(english.body).toContain('This unsubscribe link is not valid.');
  });

  it('refuses a forged or malformed token with 400, a missing one with 422', async () => {
    const [person] = await travellers(1);
    const token = await service().unsubscribeToken(person!.id);
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(String(person!.id + 1)).toString('base64url')}.${signature}`;
    for (const bad of [forged, 'abc', `${token}x`]) {
      const url = `/api/unsubscribe?token=${encodeURIComponent(bad)}`;
      const json = await ctx.app.inject({ method: 'GET', url });
      expect(json.statusCode, bad).toBe(400);
      expect(json.json()).toMatchObject({ success: false });
      expect((await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).statusCode, bad).toBe(
        400,
      );
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'List-Unsubscribe=One-Click',
          })
        ).statusCode,
        bad,
      ).toBe(400);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/unsubscribe' })).statusCode).toBe(422);
  });

  it('lets a traveller opt out and back in from the profile', async () => {
    const traveller = await ctx.tokenFor('customer');
    const put = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/user', headers: bearer(traveller.token), payload });
    const base = { name: 'Meera Joshi', email: traveller.email };
    const out = await put({ ...base, marketing_opt_out: true });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data.marketing_opt_out).toBe(true);
    // Omitted: unchanged.
    expect((await put(base)).json().data.marketing_opt_out).toBe(true);
    expect((await put({ ...base, marketing_opt_out: false })).json().data.marketing_opt_out).toBe(false);
    const bad = await put({ ...base, marketing_opt_out: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.marketing_opt_out).toBeDefined();
  });
});
