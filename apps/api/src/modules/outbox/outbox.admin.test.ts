import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { activityLogs, emailOutbox } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { enqueueEmail } from './outbox.service.ts';

let ctx: TestContext;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token: adminToken, userId: adminId } = await ctx.tokenFor('admin'));
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.db.delete(emailOutbox);
});

const queue = async (subject: string) =>
  (
    await enqueueEmail(ctx.db, {
      to: { address: 'asha@example.test', name: 'Asha Rawat' },
      subject,
      html: `<p>${subject}</p>`,
      text: subject,
      kind: 'booking_received',
    })
  ).id;
const fail = (id: number, error: string) =>
  ctx.db.update(emailOutbox).set({ status: 'failed', attempts: 8, lastError: error }).where(eq(emailOutbox.id, id));
const get = (url: string, token: string | null = adminToken) =>
  ctx.app.inject({ url, headers: token ? bearer(token) : {} });
const retry = (id: number | string, token: string | null = adminToken) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/retry`, headers: token ? bearer(token) : {} });

describe('GET /api/admin/outbox', () => {
  it('lists every email newest first with recipient, subject, status, attempts and error, never the body', async () => {
    const first = await queue('Booking received');
    const second = await queue('Password reset');
    await fail(second, 'Invalid login: 535 Authentication failed');
    const response = await get('/api/admin/outbox');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ page: 1, per_page: 20, total: 2, last_page: 1 });
    expect(body.data.map((row: { id: number }) => row.id)).toEqual([second, first]);
    expect(body.data[0]).toMatchObject({
      to_address: 'asha@example.test',
      to_name: 'Asha Rawat',
      subject: 'Password reset',
      status: 'failed',
      attempts: 8,
      last_error: 'Invalid login: 535 Authentication failed',
    });
    expect(body.data[1]).toMatchObject({ status: 'queued', attempts: 0, last_error: null, sent_at: null });
    expect(response.body).not.toContain('<p>');
  });

  it('filters by status and pages', async () => {
    for (let i = 0; i < 3; i += 1) await queue(`Queued ${i}`);
    await fail(await queue('Failed one'), 'timeout');
    const failed = (await get('/api/admin/outbox?status=failed')).json();
    expect(failed.data.map((row: { subject: string }) => row.subject)).toEqual(['Failed one']);
    const page = (await get('/api/admin/outbox?per_page=2&page=2')).json();
    expect(page.meta).toEqual({ page: 2, per_page: 2, total: 4, last_page: 2 });
    expect(page.data).toHaveLength(2);
  });

  it('searches the recipient and the subject, any case, with the status filter too', async () => {
    await queue('Booking received');
    const other = await enqueueEmail(ctx.db, {
      to: { address: 'tenzin@example.test', name: 'Tenzin Dorje' },
      subject: 'A reply to your enquiry',
      html: '<p>Reply</p>',
      text: 'Reply',
      kind: 'enquiry_response',
    });
    const subjects = async (query: string) =>
      (await get(`/api/admin/outbox?${query}`)).json().data.map((row: { subject: string }) => row.subject);
    expect(await subjects('search=TENZIN@')).toEqual(['A reply to your enquiry']);
    expect(await subjects('search=dorje')).toEqual(['A reply to your enquiry']);
    expect(await subjects('search=booking%20rec')).toEqual(['Booking received']);
    // % and _ are searched as text, not as wildcards.
    expect(await subjects('search=%25')).toEqual([]);
    await fail(other.id, 'timeout');
    expect(await subjects('search=example.test&status=failed')).toEqual(['A reply to your enquiry']);
    const tooLong = await get(`/api/admin/outbox?search=${'x'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.search).toBeDefined();
  });

  it('rejects a bad status or page with 422', async () => {
    for (const query of ['status=lost', 'page=0', 'per_page=500', 'page=abc']) {
      const response = await get(`/api/admin/outbox?${query}`);
      expect(response.statusCode, query).toBe(422);
    }
  });

  it('needs an admin: 401 without a token, 403 for a traveller or staff', async () => {
    expect((await get('/api/admin/outbox', null)).statusCode).toBe(401);
    const traveller = await get('/api/admin/outbox', (await ctx.tokenFor('customer')).token);
    expect(traveller.statusCode).toBe(403);
    const staff = await get('/api/admin/outbox', (await ctx.tokenFor('staff')).token);
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ success: false, message: ADMIN_MESSAGES.adminOnly });
  });
});

describe('POST /api/admin/outbox/:id/retry', () => {
  it('queues a failed email again, due now, with a fresh count of attempts', async () => {
    const id = await queue('Hold expired');
    await fail(id, 'Connection timeout');
    const response = await retry(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: ADMIN_MESSAGES.emailRetried,
      data: { id, status: 'queued', attempts: 0 },
    });
    const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.status).toBe('queued');
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const logged = await ctx.db.select().from(activityLogs).where(eq(activityLogs.subjectId, id));
    expect(logged.filter((entry) => entry.type === 'email')).toMatchObject([{ userId: adminId, action: 'retried' }]);
  });

  it('answers 409 for an email that has not failed, 404 for a missing one, 422 for a bad id', async () => {
    const id = await queue('Still queued');
    const queued = await retry(id);
    expect(queued.statusCode).toBe(409);
    expect(queued.json().message).toBe(ADMIN_MESSAGES.emailNotFailed);
    const missing = await retry(id + 1000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ADMIN_MESSAGES.emailNotFound);
    expect((await retry('abc')).statusCode).toBe(422);
  });

  it('needs an admin: 401 without a token, 403 for a traveller or staff, and changes nothing', async () => {
    const id = await queue('Guarded');
    await fail(id, 'boom');
    expect((await retry(id, null)).statusCode).toBe(401);
    expect((await retry(id, (await ctx.tokenFor('customer')).token)).statusCode).toBe(403);
    expect((await retry(id, (await ctx.tokenFor('staff')).token)).statusCode).toBe(403);
    const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.status).toBe('failed');
  });
});
