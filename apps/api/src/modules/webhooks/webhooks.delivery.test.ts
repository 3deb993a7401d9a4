import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_HEADERS } from '@trails/contracts/admin-webhooks';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bookingFixtures } from '../../test/booking-fixtures.ts';
import { setSetting as upsertSetting } from '../../test/settings.ts';
import { systemResolver } from './address-rule.ts';
import { createSecretBox } from './secret-box.ts';
import { verifyWebhookSignature } from './signature.ts';
import { createWebhookRunner, type WebhookRunnerOptions } from './webhooks.runner.ts';
import { createWebhookSender } from './webhooks.sender.ts';
import { createWebhookEmitter } from './webhooks.service.ts';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The operator's other system: records what it receives and answers with the next queued status. */
let server: http.Server;
let port: number;
let received: Received[] = [];
let answers: number[] = [];
const KEY = 'the webhook secret key of the delivery tests';

let ctx: TestContext;
let admin: Record<string, string>;
let traveller: Record<string, string>;
let fixtures: ReturnType<typeof bookingFixtures>;
let trekId: number;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answers.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status === 200 ? 'thanks' : 'x'.repeat(2000));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  ctx = await createTestContext({ WEBHOOKS_ALLOW_PRIVATE: true, WEBHOOK_SECRET_KEY: KEY });
  admin = bearer((await ctx.tokenFor('admin')).token);
  traveller = bearer((await ctx.tokenFor('customer')).token);
  const catalogue = catalogueFixtures(ctx.db);
  fixtures = bookingFixtures(ctx.db);
  await fixtures.operatorSettings();
  await upsertSetting(ctx.db, { key: 'max_pending_bookings', value: '1000', type: 'number', isPublic: false });
  trekId = (await catalogue.trek((await catalogue.destination()).id)).id;
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(async () => {
  await ctx.db.delete(webhookEndpoints);
  received = [];
  answers = [];
});

const quiet = { info() {}, warn() {}, error() {} };
const runner = (options: Partial<WebhookRunnerOptions> = {}) =>
  createWebhookRunner({
    db: ctx.db,
    send: createWebhookSender({ rule: { allowPrivate: true, resolve: systemResolver }, timeoutMs: 5_000 }),
    secrets: createSecretBox(KEY),
    logger: quiet,
    ...options,
  });

async function register(events: string[] = ['booking.created']) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/webhooks',
    headers: admin,
    payload: { url: `http://127.0.0.1:${port}/trails`, events },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; secret: string };
}

async function book() {
  const departure = await fixtures.departure({ trekId });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: traveller,
    payload: {
      trek_id: trekId,
      departure_id: departure.id,
      passengers: 2,
      contact_name: 'Asha Rawat',
      contact_email: 'asha@example.test',
      contact_phone: '+91 98765 43210',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; reference: string };
}

const deliveriesOf = (endpointId: number) =>
  ctx.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.id);

describe('webhook delivery', () => {
  it('sends a booking.created to the registered endpoint, signed with its secret, and logs the answer', async () => {
    const endpoint = await register();
    const booking = await book();
    expect(await runner().runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(received).toHaveLength(1);
    const [request] = received;
    const signature = request!.headers[WEBHOOK_HEADERS.signature.toLowerCase()] as string;
    expect(verifyWebhookSignature(signature, request!.body, endpoint.secret)).toBe(true);
    expect(verifyWebhookSignature(signature, request!.body, 'whsec_another')).toBe(false);
    expect(request!.headers[WEBHOOK_HEADERS.event.toLowerCase()]).toBe('booking.created');
    expect(request!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request!.body);
    expect(body).toMatchObject({
      event: 'booking.created',
      data: { booking: { id: booking.id, reference: booking.reference, status: 'pending', passengers: 2 } },
    });
    expect(body.id).toMatch(/^evt_/);
    expect(Date.parse(body.created_at)).not.toBeNaN();
    expect(body.data.booking.user).toMatchObject({ email: expect.any(String) });

    const log = await ctx.app.inject({ url: `/api/admin/webhooks/${endpoint.id}/deliveries`, headers: admin });
    expect(log.json().data[0]).toMatchObject({
      event: 'booking.created',
      status: 'delivered',
      attempts: 1,
      response_status: 200,
      response_excerpt: 'thanks',
      event_id: body.id,
      delivery_id: request!.headers[WEBHOOK_HEADERS.delivery.toLowerCase()],
    });
    const list = await ctx.app.inject({ url: '/api/admin/webhooks', headers: admin });
    expect(list.json().data[0].last_delivery).toMatchObject({ status: 'delivered', response_status: 200 });
  });

  it('retries a 500 after the first backoff (1 minute), then succeeds; the same body and delivery id each time', async () => {
    const endpoint = await register();
    await book();
    answers = [500];
    const delivery = runner();
    expect(await delivery.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    let [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, responseStatus: 500, lastError: 'HTTP 500' });
    expect(row!.responseExcerpt).toHaveLength(500);
    const wait = row!.nextAttemptAt.getTime() - row!.lastAttemptAt!.getTime();
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThan(65_000);
    // Not due yet.
    expect(await delivery.runOnce()).toMatchObject({ claimed: 0 });
    await ctx.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(webhookDeliveries.id, row!.id));
    expect(await delivery.runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
    [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: 'delivered', attempts: 2, responseStatus: 200, lastError: null });
    expect(received).toHaveLength(2);
    expect(received[1]!.body).toBe(received[0]!.body);
    expect(received[1]!.headers[WEBHOOK_HEADERS.delivery.toLowerCase()]).toBe(
      received[0]!.headers[WEBHOOK_HEADERS.delivery.toLowerCase()],
    );
  });

  it('backs off 1 min, 5 min, 30 min, 2 h, 12 h, then fails; a manual Retry sends it again', async () => {
    const endpoint = await register();
    await book();
    answers = [503, 503, 503, 503, 503, 503];
    const delivery = runner();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await ctx.db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
      await delivery.runOnce();
      const [row] = await deliveriesOf(endpoint.id);
      if (row!.status === 'queued')
        waits.push(Math.round((row!.nextAttemptAt.getTime() - row!.lastAttemptAt!.getTime()) / 60_000));
    }
    expect(waits).toEqual([1, 5, 30, 120, 720]);
    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 6, responseStatus: 503 });
    expect(await delivery.runOnce()).toMatchObject({ claimed: 0 });

    const retry = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${endpoint.id}/deliveries/${failed!.id}/retry`,
      headers: admin,
    });
    expect(retry.statusCode).toBe(200);
    expect(await delivery.runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
    });
    expect(received).toHaveLength(7);
  });

  it('logs no answer (a refused connection) as a failed attempt with its error', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const endpoint = await register();
    await ctx.db
      .update(webhookEndpoints)
      .set({ url: `http://127.0.0.1:${closedPort.port}/gone` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await book();
    expect(await runner().runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, responseStatus: null });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
  });

  it('never sends one delivery twice when two runners claim at the same time', async () => {
    const endpoint = await register(['review.created']);
    const emitter = createWebhookEmitter();
    for (let index = 0; index < 24; index += 1) await emitter.emit(ctx.db, 'review.created', { review: { id: index } });
    const first = runner({ batchSize: 5 });
    const second = runner({ batchSize: 5 });
    let claimed = 0;
    for (let round = 0; round < 20; round += 1) {
      const [a, b] = await Promise.all([first.runOnce(), second.runOnce()]);
      claimed += a.claimed + b.claimed;
      if (a.claimed + b.claimed === 0) break;
    }
    expect(claimed).toBe(24);
    expect(received).toHaveLength(24);
    const ids = received.map((request) => request.headers[WEBHOOK_HEADERS.delivery.toLowerCase()]);
    expect(new Set(ids).size).toBe(24);
    const rows = await deliveriesOf(endpoint.id);
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
  });

  it('writes deliveries in the transaction of the change: a rolled-back change writes none', async () => {
    const endpoint = await register(['booking.created', 'review.created']);
    const emitter = createWebhookEmitter();
    await expect(
      ctx.db.transaction(async (tx) => {
        await emitter.emit(tx, 'review.created', { review: { id: 1 } });
        expect(
          await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id)),
        ).toHaveLength(1);
        throw new Error('the change fails after its event was written');
      }),
    ).rejects.toThrow(/change fails/);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);

    // A booking refused inside its transaction (no seats left) writes no delivery either.
    const full = await fixtures.departure({ trekId }, { seatsTotal: 1 });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: traveller,
      payload: {
        trek_id: trekId,
        departure_id: full.id,
        passengers: 2,
        contact_name: 'Asha Rawat',
        contact_email: 'asha@example.test',
        contact_phone: '+91 98765 43210',
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
  });

  it('tells each endpoint only of the events it chose, and inactive endpoints of nothing', async () => {
    const bookingsOnly = await register(['booking.created', 'booking.confirmed', 'booking.cancelled']);
    const payments = await register(['payment.recorded']);
    const paused = await register(['booking.created']);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/webhooks/${paused.id}`,
      headers: admin,
      payload: { url: `http://127.0.0.1:${port}/trails`, events: ['booking.created'], is_active: false },
    });
    const booking = await book();
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/confirm`,
      headers: admin,
    });
    expect(confirm.statusCode).toBe(200);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/payments`,
      headers: admin,
      payload: { kind: 'payment', amount: 1000, method: 'cash', paid_on: new Date().toISOString().slice(0, 10) },
    });
    expect(paid.statusCode).toBe(201);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/cancel`,
      headers: admin,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    expect((await deliveriesOf(bookingsOnly.id)).map((row) => row.event)).toEqual([
      'booking.created',
      'booking.confirmed',
      'booking.cancelled',
    ]);
    const [payment] = await deliveriesOf(payments.id);
    expect(payment!.event).toBe('payment.recorded');
    expect(JSON.parse(payment!.body).data).toMatchObject({
      booking: { id: booking.id, status: 'confirmed', amount_paid: 1000 },
      payment: { kind: 'payment', amount: 1000, method: 'cash' },
    });
    expect(await deliveriesOf(paused.id)).toHaveLength(0);
    const cancelled = JSON.parse((await deliveriesOf(bookingsOnly.id))[2]!.body);
    expect(cancelled.data.booking.status).toBe('cancelled');
  });

  it('emits booking.changed when staff change a booking back to pending or assign it', async () => {
    const endpoint = await register(['booking.changed']);
    const booking = await book();
    await ctx.app.inject({ method: 'POST', url: `/api/admin/bookings/${booking.id}/confirm`, headers: admin });
    const pending = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${booking.id}`,
      headers: admin,
      payload: { status: 'pending' },
    });
    expect(pending.statusCode).toBe(200);
    const executive = await ctx.tokenFor('staff');
    const assigned = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${booking.id}/assign`,
      headers: admin,
      payload: { executive_id: executive.userId },
    });
    expect(assigned.statusCode).toBe(200);
    const rows = await deliveriesOf(endpoint.id);
    expect(rows.map((row) => row.event)).toEqual(['booking.changed', 'booking.changed']);
    expect(JSON.parse(rows[0]!.body).data).toMatchObject({
      booking: { id: booking.id, status: 'pending' },
      changes: { status: { from: 'confirmed', to: 'pending' } },
    });
    expect(JSON.parse(rows[1]!.body).data).toMatchObject({
      booking: { id: booking.id, assigned_to: { id: executive.userId } },
      changes: { assigned_to: { from: null, to: executive.userId } },
    });
  });

  it('writes enquiry.created and review.created with the enquiry and the review', async () => {
    const endpoint = await register(['enquiry.created', 'review.created']);
    const enquiry = await ctx.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: {
        name: 'Pooja Negi',
        email: 'pooja@example.test',
        phone: '+91 98160 77777',
        destination: 'Chopta',
        message: 'Is Tungnath open in December?',
      },
    });
    expect(enquiry.statusCode).toBe(201);
    const review = await ctx.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: traveller,
      payload: {
        trek_id: trekId,
        rating: 5,
        title: 'Over the pass',
        comment: 'Kind guides and hot food at every camp.',
      },
    });
    expect(review.statusCode).toBe(201);
    const rows = await deliveriesOf(endpoint.id);
    expect(rows.map((row) => row.event)).toEqual(['enquiry.created', 'review.created']);
    expect(JSON.parse(rows[0]!.body).data.enquiry).toMatchObject({
      name: 'Pooja Negi',
      email: 'pooja@example.test',
      destination: 'Chopta',
      status: 'new',
    });
    expect(JSON.parse(rows[1]!.body).data.review).toMatchObject({
      status: 'pending',
      rating: 5,
      title: 'Over the pass',
      trip: { type: 'trek', id: trekId },
    });
  });
});
