import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@trails/contracts/messages';
import { emailOutbox, enquiries, notifications } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bookingFixtures, dayFromToday } from '../../test/booking-fixtures.ts';

let ctx: TestContext;
let catalogue: ReturnType<typeof catalogueFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  catalogue = catalogueFixtures(ctx.db);
  await bookingFixtures(ctx.db).operatorSettings();
});
afterAll(async () => {
  await ctx.close();
});

// Every test sends from its own address, so the per-address limit only bites where it is tested.
let address = 0;
const nextAddress = () => `10.0.0.${++address}`;

const valid = {
  name: 'Meera Joshi',
  email: 'Meera@Example.test',
  phone: '+91 98160 22222',
  destination: 'Manali',
  travel_date: dayFromToday(40),
  message: 'Two adults, early October, happy with short walks.',
};

const send = (payload: object, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/enquiries', payload, headers, remoteAddress });

async function rowsFor(email: string) {
  const [rows, emails] = await Promise.all([
    ctx.db.select().from(enquiries).where(eq(enquiries.email, email)),
    ctx.db.select().from(emailOutbox).where(eq(emailOutbox.relatedType, 'enquiry')),
  ]);
  const ids = new Set(rows.map((row) => row.id));
  return { rows, emails: emails.filter((email) => email.relatedId !== null && ids.has(email.relatedId)) };
}

describe('POST /api/enquiries', () => {
  it('stores the enquiry, queues both emails and notifies staff, in the language of the request', async () => {
    const response = await send(valid, { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: MESSAGES.enquirySent });

    // Stored as every address is: lowercase.
    const { rows, emails } = await rowsFor('meera@example.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Meera Joshi',
      phone: '+91 98160 22222',
      destination: 'Manali',
      source: 'page',
      status: 'new',
      userId: null,
    });
    expect(rows[0]!.travelDate).toBe(valid.travel_date);
    expect(emails.map((email) => [email.kind, email.toAddress]).sort()).toEqual([
      ['enquiry_new', 'bookings@operator.test'],
      ['enquiry_received', 'meera@example.test'],
    ]);
    const acknowledgement = emails.find((email) => email.kind === 'enquiry_received')!;
    expect(acknowledgement.subject).toContain('पूछताछ');
    // Only what the operator writes: the reference, never the sender's words (the address was typed).
    expect(acknowledgement.subject).toContain(`E-${String(rows[0]!.id).padStart(5, '0')}`);
    expect(acknowledgement.toName).toBeNull();
    for (const typed of ['Meera Joshi', 'Manali', valid.message])
      expect(acknowledgement.html + acknowledgement.text + acknowledgement.subject).not.toContain(typed);
    const operator = emails.find((email) => email.kind === 'enquiry_new')!;
    expect(operator.text).toContain('+91 98160 22222');

    const notes = await ctx.db.select().from(notifications).where(eq(notifications.type, 'enquiry'));
    expect(notes.some((note) => note.message.includes('Meera Joshi') && note.userId === null)).toBe(true);
  });

  it('writes English to a visitor without a site language, and links a signed-in traveller', async () => {
    const { token, userId } = await ctx.tokenFor('customer');
    const response = await send(
      { ...valid, email: 'signed-in@example.test', travel_date: undefined, message: '' },
      bearer(token),
    );
    expect(response.statusCode).toBe(201);
    const { rows, emails } = await rowsFor('signed-in@example.test');
    expect(rows[0]).toMatchObject({ userId, travelDate: null, message: null });
    expect(emails.find((email) => email.kind === 'enquiry_received')!.subject).toContain(
      'We have received your enquiry',
    );
  });

  it('treats a bad token as a visitor', async () => {
    const response = await send({ ...valid, email: 'bad-token@example.test' }, bearer('not-a-real-token'));
    expect(response.statusCode).toBe(201);
    expect((await rowsFor('bad-token@example.test')).rows[0]!.userId).toBeNull();
  });

  it('names the trip of a Send Enquiry in the emails and keeps where it came from', async () => {
    const destination = await catalogue.destination();
    const tour = await catalogue.tour(destination.id, { title: 'Spiti Valley Circuit' });
    const response = await send({
      ...valid,
      email: 'trip@example.test',
      tour_id: tour.id,
      destination: 'Spiti Valley Circuit',
    });
    expect(response.statusCode).toBe(201);
    const { rows, emails } = await rowsFor('trip@example.test');
    expect(rows[0]).toMatchObject({ source: 'tour', tourId: tour.id, trekId: null });
    expect(emails.find((email) => email.kind === 'enquiry_new')!.subject).toContain('Spiti Valley Circuit');

    const unknown = await send({ ...valid, trek_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ trek_id: [MESSAGES.trekNotFound] });
    const both = await send({ ...valid, tour_id: tour.id, trek_id: tour.id });
    expect(both.json().errors).toEqual({ trek_id: [MESSAGES.tripEitherOr] });
  });

  it('answers 422 with the form messages under each field and stores nothing', async () => {
    const response = await send({ email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: [MESSAGES.required],
      email: ['Please enter a valid email'],
      phone: [MESSAGES.required],
      destination: [MESSAGES.required],
    });
    const blanks = await send({ name: '  ', email: '', phone: '', destination: '' });
    expect(blanks.json().errors).toEqual({
      name: ['This field is required'],
      email: ['This field is required'],
      phone: ['This field is required'],
      destination: ['This field is required'],
    });
    expect((await rowsFor('not-an-email')).rows).toHaveLength(0);
  });

  it('refuses a travel date in the past or that does not exist', async () => {
    const past = await send({ ...valid, travel_date: dayFromToday(-3) });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ travel_date: [MESSAGES.enquiryDatePast] });
    const invalid = await send({ ...valid, travel_date: '2030-02-30' });
    expect(invalid.json().errors).toEqual({ travel_date: [MESSAGES.travelDateInvalid] });
    expect((await send({ ...valid, email: 'today@example.test', travel_date: dayFromToday(0) })).statusCode).toBe(201);
  });

  it('accepts a filled honeypot as if it were real and stores nothing', async () => {
    const response = await send({ ...valid, email: 'robot@example.test', website: 'https://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: MESSAGES.enquirySent });
    const { rows, emails } = await rowsFor('robot@example.test');
    expect(rows).toHaveLength(0);
    expect(emails).toHaveLength(0);
  });

  it('limits each address to 5 enquiries a minute', async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await send({ ...valid, email: `limit${i}@example.test` }, {}, from)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await send({ ...valid, email: 'other@example.test' })).statusCode).toBe(201);
  });

  it('answers hostile input with a 4xx, never a 5xx', async () => {
    const cases: object[] = [
      { ...valid, name: 'A\u0000B' },
      { ...valid, message: 'x'.repeat(5000) },
      { ...valid, destination: 'y'.repeat(500) },
      { ...valid, email: `${'a'.repeat(300)}@example.test` },
      { ...valid, phone: 'call me maybe' },
      { ...valid, name: 42 },
      { ...valid, tour_id: 'drop table' },
      { ...valid, tour_id: 2 ** 40 },
      { ...valid, source: 'elsewhere' },
    ];
    for (const payload of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
    }
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...valid, message: 'z'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(413);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
  });
});
