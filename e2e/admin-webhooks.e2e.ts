import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../apps/api/src/modules/webhooks/signature.ts';
import { axeViolations } from './axe';
import { DEMO, signInAdmin, useBrowser } from './browser';
import { startServer } from './global-setup';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: Awaited<ReturnType<typeof startServer>>;
let receiver: http.Server;
let receiverUrl: string;
const received: Received[] = [];

/** This file's own server, allowed to deliver to a receiver on this machine, and that receiver. */
beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.end('received');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/trails-events`;
  server = await startServer({ WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOK_SECRET_KEY: 'the e2e webhook secret key' });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const openPage = useBrowser();

describe('Webhooks in the back office', () => {
  it('registers an endpoint, shows its secret once, and logs the signed delivery of a new booking', async () => {
    const { context, page } = await openPage({ baseUrl: server.baseUrl });
    await signInAdmin(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL('**/admin/webhooks');
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.getByText('No endpoints yet.', { exact: false }).waitFor();

    // Field errors first: no address, no event.
    await page.getByRole('button', { name: 'Add Endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add Webhook Endpoint' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Enter a full address starting with https://').waitFor();
    await form.getByText('Choose at least one event').waitFor();

    await form.getByLabel('Endpoint URL').fill(receiverUrl);
    await form.getByLabel('Description').fill('Accounts system');
    await form.getByLabel('Booking created (booking.created)').check();
    await form.getByLabel('Booking confirmed (booking.confirmed)').check();
    await form.getByRole('button', { name: 'Save' }).click();

    const shown = page.getByRole('dialog', { name: 'Signing secret' });
    const secret = ((await shown.getByTestId('webhook-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^whsec_/);
    expect(await axeViolations(page), 'secret shown once').toEqual([]);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    const table = page.getByRole('table', { name: 'Webhook endpoints' });
    const row = table.getByRole('row').filter({ hasText: receiverUrl });
    await row.getByText('No deliveries yet').waitFor();
    // Never shown again.
    expect(await page.getByText(secret).count()).toBe(0);

    // A traveller books: the endpoint is told, signed with the secret.
    const login = await page.request.post('/api/auth/login', { data: DEMO.traveller });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const tours = await (await page.request.get('/api/tours?per_page=1')).json();
    const tourId = tours.data[0].id as number;
    const departures = await (await page.request.get(`/api/tours/${tourId}/departures`)).json();
    const open = (departures.data as { id: number; seats_left: number | null }[]).find(
      (departure) => departure.seats_left === null || departure.seats_left >= 1,
    );
    const when = open
      ? { departure_id: open.id }
      : { travel_date: new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10) };
    const booked = await page.request.post('/api/bookings', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        tour_id: tourId,
        passengers: 1,
        contact_name: 'Webhook Traveller',
        contact_email: 'webhook.traveller@example.test',
        contact_phone: '+91 98765 11111',
        ...when,
      },
    });
    expect(booked.status()).toBe(201);
    const reference = ((await booked.json()) as { data: { reference: string } }).data.reference;

    await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const [delivery] = received;
    expect(verifyWebhookSignature(delivery!.headers['x-trails-signature'] as string, delivery!.body, secret)).toBe(
      true,
    );
    expect(delivery!.headers['x-trails-event']).toBe('booking.created');
    expect(JSON.parse(delivery!.body)).toMatchObject({ event: 'booking.created', data: { booking: { reference } } });

    // The delivery log shows it: event, Delivered, 200, one attempt.
    await page.reload();
    await row.getByText('Delivered').waitFor();
    await row.getByRole('button', { name: `Deliveries to ${receiverUrl}` }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log' });
    const line = log.getByRole('row').filter({ hasText: 'booking.created' });
    await line.getByText('Delivered').waitFor();
    await line.getByRole('cell', { name: '200', exact: true }).waitFor();
    expect(await axeViolations(page), 'delivery log').toEqual([]);
    await context.close();
  });
});
