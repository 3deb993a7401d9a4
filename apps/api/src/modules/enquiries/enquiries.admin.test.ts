import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { activityLogs, emailOutbox, enquiries, enquiryResponses } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { bookingFixtures, dayFromToday } from '../../test/booking-fixtures.ts';

let ctx: TestContext;
let staff: { token: string; userId: number };
let travellerToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await bookingFixtures(ctx.db).operatorSettings();
  staff = await ctx.tokenFor('staff');
  travellerToken = (await ctx.tokenFor('customer')).token;
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token: string | null = staff.token) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let seq = 0;
async function enquiry(values: Partial<typeof enquiries.$inferInsert> = {}) {
  seq += 1;
  const [row] = await ctx.db
    .insert(enquiries)
    .values({
      name: `Enquirer ${seq}`,
      email: `enquirer${seq}@example.test`,
      phone: '+91 98160 33333',
      destination: 'Manali',
      message: 'Is October good for the Hampta Pass?',
      ...values,
    })
    .returning();
  return row!;
}

const emailsOf = (id: number) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.relatedType, 'enquiry'), eq(emailOutbox.relatedId, id)))
    .orderBy(emailOutbox.id);

describe('guard of /api/admin/enquiries', () => {
  it('answers 401 without a token and 403 to a traveller on every route', async () => {
    const routes: [Method, string, unknown?][] = [
      ['GET', '/enquiries'],
      ['GET', '/enquiries/1'],
      ['PUT', '/enquiries/1', { status: 'closed' }],
      ['POST', '/enquiries/1/respond', { response: 'Hello' }],
      ['DELETE', '/enquiries/1'],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
      const traveller = await call(method, url, payload, travellerToken);
      expect(traveller.statusCode, `${method} ${url}`).toBe(403);
      expect(traveller.json()).toEqual({ success: false, message: MESSAGES.forbidden });
    }
  });
});

describe('GET /api/admin/enquiries', () => {
  it('lists newest first, filters by status, search and received dates, and pages', async () => {
    const old = await enquiry({ name: 'Kavya Old', createdAt: new Date('2026-01-10T10:00:00Z'), status: 'closed' });
    const mid = await enquiry({ name: 'Rohan Mid', destination: 'Spiti', createdAt: new Date('2026-02-10T10:00:00Z') });
    const recent = await enquiry({
      name: 'Ishaan Recent',
      email: 'ishaan@trek.test',
      createdAt: new Date('2026-03-10T10:00:00Z'),
    });
    const ids = (response: { json: () => { data: { id: number }[] } }) => response.json().data.map((row) => row.id);

    const all = await call('GET', '/enquiries?received_from=2026-01-01&received_to=2026-03-31');
    expect(all.statusCode, all.body).toBe(200);
    expect(ids(all)).toEqual([recent.id, mid.id, old.id]);
    expect(all.json().data[0]).toMatchObject({ name: 'Ishaan Recent', status: 'new', travel_date: null });
    expect(all.json().data[0]).not.toHaveProperty('responses');

    expect(ids(await call('GET', '/enquiries?status=closed&received_to=2026-03-31'))).toEqual([old.id]);
    expect(ids(await call('GET', '/enquiries?search=spiti'))).toEqual([mid.id]);
    expect(ids(await call('GET', '/enquiries?search=ISHAAN@TREK'))).toEqual([recent.id]);
    expect(ids(await call('GET', '/enquiries?received_from=2026-02-10&received_to=2026-02-10'))).toEqual([mid.id]);
    const paged = await call('GET', '/enquiries?received_from=2026-01-01&received_to=2026-03-31&per_page=2&page=2');
    expect(paged.json().meta).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(ids(paged)).toEqual([old.id]);
  });

  it('answers 422 to a bad filter', async () => {
    for (const query of [
      '?status=lost',
      '?received_from=2026-02-30',
      '?per_page=500',
      '?page=0',
      `?search=${'x'.repeat(300)}`,
    ])
      expect((await call('GET', `/enquiries${query}`)).statusCode, query).toBe(422);
  });
});

describe('GET /api/admin/enquiries/:id', () => {
  it('answers the enquiry with an empty thread, 404 for an unknown id, 422 for a bad one', async () => {
    const row = await enquiry({ travelDate: dayFromToday(20), message: null });
    const response = await call('GET', `/enquiries/${row.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: row.id,
      message: null,
      travel_date: row.travelDate,
      responses: [],
    });
    const missing = await call('GET', '/enquiries/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SALES_MESSAGES.enquiryNotFound);
    expect((await call('GET', '/enquiries/abc')).statusCode).toBe(422);
  });
});

describe('PUT /api/admin/enquiries/:id', () => {
  it('sets any status in any order, logs it, and refuses an unknown status with 422', async () => {
    const row = await enquiry();
    for (const status of ['closed', 'new', 'responded', 'new']) {
      const response = await call('PUT', `/enquiries/${row.id}`, { status });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ message: SALES_MESSAGES.statusUpdated, data: { status } });
    }
    const bad = await call('PUT', `/enquiries/${row.id}`, { status: 'archived' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ status: [SALES_MESSAGES.enquiryStatusInvalid] });
    expect((await call('PUT', `/enquiries/${row.id}`, {})).statusCode).toBe(422);
    expect((await call('PUT', '/enquiries/999999', { status: 'closed' })).statusCode).toBe(404);
    const logged = await ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.type, 'enquiry'), eq(activityLogs.subjectId, row.id)));
    expect(logged.filter((entry) => entry.action === 'status_changed')).toHaveLength(4);
    expect(logged.every((entry) => entry.userId === staff.userId)).toBe(true);
  });

  it('sends an admin_response given with the status, as respond does', async () => {
    const row = await enquiry();
    const response = await call('PUT', `/enquiries/${row.id}`, {
      status: 'closed',
      admin_response: 'We have written to you.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'closed', admin_response: 'We have written to you.' });
    expect(response.json().data.responses).toHaveLength(1);
    expect(await emailsOf(row.id)).toHaveLength(1);
  });
});

describe('POST /api/admin/enquiries/:id/respond', () => {
  it('emails the reply through the outbox, keeps who and when, sets responded, and keeps every reply', async () => {
    const row = await enquiry({ name: 'Neha Rawat', email: 'neha@example.test' });
    const first = await call('POST', `/enquiries/${row.id}/respond`, {
      response: '  October is ideal; the pass is open.  ',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(SALES_MESSAGES.responseSent);
    expect(first.json().data).toMatchObject({
      status: 'responded',
      admin_response: 'October is ideal; the pass is open.',
      responded_by: { id: staff.userId },
    });
    expect(typeof first.json().data.responded_at).toBe('string');

    const second = await call('POST', `/enquiries/${row.id}/respond`, { response: 'We can hold two seats for you.' });
    const thread = second.json().data.responses;
    expect(thread.map((reply: { message: string }) => reply.message)).toEqual([
      'October is ideal; the pass is open.',
      'We can hold two seats for you.',
    ]);
    expect(thread[0].sent_by).toEqual({ id: staff.userId, name: expect.any(String) });
    expect(second.json().data.admin_response).toBe('We can hold two seats for you.');

    const emails = await emailsOf(row.id);
    expect(emails.map((email) => [email.kind, email.toAddress])).toEqual([
      ['enquiry_response', 'neha@example.test'],
      ['enquiry_response', 'neha@example.test'],
    ]);
    expect(emails[0]!.subject).toContain('A reply to your enquiry');
    expect(emails[0]!.text).toContain('October is ideal');
    const stored = await ctx.db.select().from(enquiryResponses).where(eq(enquiryResponses.enquiryId, row.id));
    expect(stored).toHaveLength(2);
  });

  it('writes in the language the enquiry was sent in (Hindi)', async () => {
    const row = await enquiry({ language: 'hi' });
    expect((await call('POST', `/enquiries/${row.id}/respond`, { response: 'नमस्ते, अक्टूबर अच्छा है।' })).statusCode).toBe(
      200,
    );
    const [email] = await emailsOf(row.id);
    expect(email!.subject).toContain('उत्तर');
    expect(email!.html).toContain('अक्टूबर');
  });

  it('refuses a blank response with 422 Please enter a response, and changes nothing', async () => {
    const row = await enquiry();
    for (const payload of [{ response: '   ' }, { response: '' }, {}]) {
      const response = await call('POST', `/enquiries/${row.id}/respond`, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ response: [SALES_MESSAGES.responseRequired] });
    }
    expect((await call('POST', `/enquiries/${row.id}/respond`, { response: 'x'.repeat(5001) })).statusCode).toBe(422);
    expect(await emailsOf(row.id)).toHaveLength(0);
    expect((await call('GET', `/enquiries/${row.id}`)).json().data.status).toBe('new');
    expect((await call('POST', '/enquiries/999999/respond', { response: 'Hi' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/enquiries/:id', () => {
  it('deletes the enquiry and its thread; a second delete is 404', async () => {
    const row = await enquiry();
    await call('POST', `/enquiries/${row.id}/respond`, { response: 'Thanks!' });
    const response = await call('DELETE', `/enquiries/${row.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SALES_MESSAGES.enquiryDeleted });
    expect((await call('GET', `/enquiries/${row.id}`)).statusCode).toBe(404);
    expect(await ctx.db.select().from(enquiryResponses).where(eq(enquiryResponses.enquiryId, row.id))).toHaveLength(0);
    expect((await call('DELETE', `/enquiries/${row.id}`)).statusCode).toBe(404);
  });
});
