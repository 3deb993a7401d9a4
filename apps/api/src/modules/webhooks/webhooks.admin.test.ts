import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { createWebhookEmitter } from './webhooks.service.ts';

/** Public IPv4 literals: registration resolves no name, so the tests need no DNS. */
const PUBLIC_URL = 'https://93.184.216.34/hooks/trails';
const KEY = 'the webhook secret key of the admin tests';

let ctx: TestContext;
let admin: Record<string, string>;
let staff: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext({ WEBHOOK_SECRET_KEY: KEY });
  admin = bearer((await ctx.tokenFor('admin')).token);
  staff = bearer((await ctx.tokenFor('staff')).token);
  customer = bearer((await ctx.tokenFor('customer')).token);
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.db.delete(webhookEndpoints);
});

type Headers = Record<string, string> | null;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = admin, payload?: object) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers: headers ?? {}, ...(payload ? { payload } : {}) });
const create = (payload: object = {}, headers: Headers = admin) =>
  call('POST', '/webhooks', headers, { url: PUBLIC_URL, events: ['booking.created', 'payment.recorded'], ...payload });

async function endpoint(payload: object = {}) {
  const response = await create(payload);
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; secret: string };
}

describe('POST /api/admin/webhooks', () => {
  it('registers an endpoint and shows its generated secret once; the database holds it encrypted', async () => {
    const response = await create({ description: 'Accounts system' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(ADMIN_MESSAGES.webhookCreated);
    expect(body.data).toMatchObject({
      url: PUBLIC_URL,
      description: 'Accounts system',
      events: ['booking.created', 'payment.recorded'],
      is_active: true,
      last_delivery: null,
    });
    expect(body.data.secret).toMatch(/^whsec_[\w-]{43}$/);
    const [row] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, body.data.id));
    expect(row!.secret.startsWith('v1:')).toBe(true);
    expect(row!.secret).not.toContain(body.data.secret.slice(6));

    const listed = await call('GET', '/webhooks');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toHaveLength(1);
    expect(listed.body).not.toContain(body.data.secret);
    const one = await call('GET', `/webhooks/${body.data.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).not.toHaveProperty('secret');
  });

  it('takes a secret the operator brings', async () => {
    const secret = 'operator-chosen-secret-0123456789';
    expect((await endpoint({ secret })).secret).toBe(secret);
    expect((await create({ secret: 'short' })).json().errors).toEqual({
      secret: [ADMIN_MESSAGES.webhookSecretInvalid],
    });
  });

  it.each([
    ['not an address', 'not a url', ADMIN_MESSAGES.webhookUrlInvalid],
    ['ftp', 'ftp://93.184.216.34/in', ADMIN_MESSAGES.webhookUrlInvalid],
    ['plain http', 'http://93.184.216.34/in', ADMIN_MESSAGES.webhookUrlNotHttps],
    ['loopback', 'https://127.0.0.1/in', ADMIN_MESSAGES.webhookUrlNotPublic],
    ['a private network', 'https://10.0.0.8/in', ADMIN_MESSAGES.webhookUrlNotPublic],
    ['link-local (cloud metadata)', 'https://169.254.169.254/latest', ADMIN_MESSAGES.webhookUrlNotPublic],
    ['IPv6 loopback', 'https://[::1]/in', ADMIN_MESSAGES.webhookUrlNotPublic],
    ['IPv6 unique-local', 'https://[fc00::1]/in', ADMIN_MESSAGES.webhookUrlNotPublic],
    ['a name for this machine', 'https://localhost/in', ADMIN_MESSAGES.webhookUrlNotPublic],
  ])('refuses %s with a 422 on url', async (_what, url, message) => {
    const response = await create({ url });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ url: [message] });
    expect(await ctx.db.select().from(webhookEndpoints)).toHaveLength(0);
  });

  it('refuses no events or an unknown event with a 422 on events', async () => {
    const none = await create({ events: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.events).toEqual([ADMIN_MESSAGES.webhookEventsRequired]);
    const unknown = await create({ events: ['booking.deleted'] });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['events.0']);
    expect((await create({ events: 'booking.created' })).statusCode).toBe(422);
  });

  it('is for admins only: 401 without a token, 403 for staff and travellers', async () => {
    expect((await create({}, null)).statusCode).toBe(401);
    const forStaff = await create({}, staff);
    expect(forStaff.statusCode).toBe(403);
    expect(forStaff.json().message).toBe(ADMIN_MESSAGES.adminOnly);
    expect((await create({}, customer)).statusCode).toBe(403);
    expect(await ctx.db.select().from(webhookEndpoints)).toHaveLength(0);
  });
});

describe('GET, PUT, DELETE /api/admin/webhooks/:id and rotate-secret', () => {
  it('lists endpoints newest first, paginated, with the last delivery status', async () => {
    const first = await endpoint();
    const second = await endpoint({ events: ['review.created'] });
    await createWebhookEmitter().emit(ctx.db, 'booking.created', { booking: { id: 1 } });
    const response = await call('GET', '/webhooks?per_page=1');
    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toEqual({ page: 1, per_page: 1, total: 2, last_page: 2 });
    expect(response.json().data[0].id).toBe(second.id);
    const all = (await call('GET', '/webhooks')).json().data;
    expect(all.find((row: { id: number }) => row.id === first.id).last_delivery).toMatchObject({
      status: 'queued',
      response_status: null,
    });
    expect(all.find((row: { id: number }) => row.id === second.id).last_delivery).toBeNull();
    expect((await call('GET', '/webhooks?per_page=1000')).statusCode).toBe(422);
  });

  it('edits the address, events and active flag, checking the address rule again', async () => {
    const { id } = await endpoint();
    const changed = { url: 'https://93.184.216.35/v2', events: ['booking.cancelled'], is_active: false };
    const response = await call('PUT', `/webhooks/${id}`, admin, changed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: ADMIN_MESSAGES.webhookUpdated, data: changed });
    const bad = await call('PUT', `/webhooks/${id}`, admin, { ...changed, url: 'https://192.168.0.10/in' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ url: [ADMIN_MESSAGES.webhookUrlNotPublic] });
    expect((await call('PUT', `/webhooks/${id}`, admin, { ...changed, events: [] })).statusCode).toBe(422);
    expect((await call('PUT', `/webhooks/${id}`, staff, changed)).statusCode).toBe(403);
    expect((await call('PUT', `/webhooks/${id}`, null, changed)).statusCode).toBe(401);
    expect((await call('PUT', `/webhooks/999999`, admin, changed)).statusCode).toBe(404);
  });

  it('rotates the secret: a new one, shown once, and the old one no longer stored', async () => {
    const { id, secret } = await endpoint();
    const response = await call('POST', `/webhooks/${id}/rotate-secret`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(ADMIN_MESSAGES.webhookSecretRotated);
    const rotated = response.json().data.secret as string;
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    expect((await call('POST', `/webhooks/${id}/rotate-secret`, staff)).statusCode).toBe(403);
    expect((await call('POST', `/webhooks/${id}/rotate-secret`, null)).statusCode).toBe(401);
    expect((await call('POST', '/webhooks/999999/rotate-secret')).statusCode).toBe(404);
  });

  it('deletes an endpoint and its delivery log', async () => {
    const { id } = await endpoint();
    await createWebhookEmitter().emit(ctx.db, 'booking.created', { booking: { id: 1 } });
    expect((await call('DELETE', `/webhooks/${id}`, staff)).statusCode).toBe(403);
    expect((await call('DELETE', `/webhooks/${id}`, null)).statusCode).toBe(401);
    const response = await call('DELETE', `/webhooks/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(ADMIN_MESSAGES.webhookDeleted);
    expect(await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id))).toHaveLength(0);
    expect((await call('DELETE', `/webhooks/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/webhooks/${id}`)).statusCode).toBe(404);
    expect((await call('GET', '/webhooks/abc')).statusCode).toBe(422);
  });

  it('refuses staff and anonymous reads', async () => {
    const { id } = await endpoint();
    expect((await call('GET', '/webhooks', staff)).statusCode).toBe(403);
    expect((await call('GET', `/webhooks/${id}`, staff)).statusCode).toBe(403);
    expect((await call('GET', '/webhooks', null)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/webhooks/:id/deliveries and Retry', () => {
  it("lists an endpoint's deliveries newest first, only its own", async () => {
    const { id } = await endpoint();
    const other = await endpoint({ events: ['review.created'] });
    const emitter = createWebhookEmitter();
    await emitter.emit(ctx.db, 'booking.created', { booking: { id: 1 } });
    await emitter.emit(ctx.db, 'payment.recorded', { booking: { id: 1 } });
    await emitter.emit(ctx.db, 'review.created', { review: { id: 3 } });
    const response = await call('GET', `/webhooks/${id}/deliveries`);
    expect(response.statusCode).toBe(200);
    const rows = response.json().data;
    expect(rows.map((row: { event: string }) => row.event)).toEqual(['payment.recorded', 'booking.created']);
    expect(rows[0]).toMatchObject({ endpoint_id: id, status: 'queued', attempts: 0, response_status: null });
    expect(rows[0].delivery_id).toMatch(/^dlv_/);
    expect(rows[0].event_id).toMatch(/^evt_/);
    expect((await call('GET', `/webhooks/${other.id}/deliveries`)).json().data).toHaveLength(1);
    expect((await call('GET', `/webhooks/${id}/deliveries?status=failed`)).json().data).toHaveLength(0);
    expect((await call('GET', `/webhooks/${id}/deliveries?status=lost`)).statusCode).toBe(422);
    expect((await call('GET', `/webhooks/${id}/deliveries`, staff)).statusCode).toBe(403);
    expect((await call('GET', `/webhooks/${id}/deliveries`, null)).statusCode).toBe(401);
    expect((await call('GET', '/webhooks/999999/deliveries')).statusCode).toBe(404);
  });

  it('queues a failed delivery again with a fresh count of attempts; 409 for a delivered one; 404 elsewhere', async () => {
    const { id } = await endpoint();
    const other = await endpoint({ events: ['review.created'] });
    await createWebhookEmitter().emit(ctx.db, 'booking.created', { booking: { id: 1 } });
    const [row] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
    await ctx.db
      .update(webhookDeliveries)
      .set({ status: 'failed', attempts: 6, responseStatus: 500, lastError: 'HTTP 500' })
      .where(eq(webhookDeliveries.id, row!.id));
    const url = `/webhooks/${id}/deliveries/${row!.id}/retry`;
    expect((await call('POST', url, staff)).statusCode).toBe(403);
    expect((await call('POST', url, null)).statusCode).toBe(401);
    expect((await call('POST', `/webhooks/${other.id}/deliveries/${row!.id}/retry`)).statusCode).toBe(404);
    expect((await call('POST', `/webhooks/${id}/deliveries/999999/retry`)).statusCode).toBe(404);
    const response = await call('POST', url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: ADMIN_MESSAGES.webhookDeliveryRetried,
      data: { status: 'queued', attempts: 0 },
    });
    await ctx.db.update(webhookDeliveries).set({ status: 'delivered' }).where(eq(webhookDeliveries.id, row!.id));
    const again = await call('POST', url);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_MESSAGES.webhookDeliveryNotRetriable);
  });
});
