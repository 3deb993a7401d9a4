import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@trails/contracts/messages';
import { bookings, customPackages, enquiries, users } from '../db/schema/index.ts';
import { bookingFixtures, dayFromToday } from './booking-fixtures.ts';
import { catalogueFixtures } from './catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from './context.ts';

/**
 * What reaches an email's headers (a recipient's name and address) is refused at the door when it
 * could not be sent: a line break or any control character in a name, an address outside the one
 * rule. 422 under the field, and nothing is written.
 */
let ctx: TestContext;
let tourId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const catalogue = catalogueFixtures(ctx.db);
  await bookingFixtures(ctx.db).operatorSettings();
  tourId = (await catalogue.tour((await catalogue.destination()).id)).id;
});
afterAll(async () => {
  await ctx.close();
});

const HOSTILE_NAME = 'Mallory\r\nBcc: victim@example.com';
let address = 0;
const post = (url: string, payload: object, token?: string) => {
  address += 1;
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? bearer(token) : {},
    remoteAddress: `10.20.${Math.floor(address / 250)}.${address % 250}`,
  });
};

describe('names with line breaks or control characters', () => {
  it('registration: 422 under name, no account', async () => {
    const email = `crlf-${Date.now()}@example.test`;
    const response = await post('/api/auth/register', {
      name: HOSTILE_NAME,
      email,
      password: 'Kedarkantha-2026',
      password_confirmation: 'Kedarkantha-2026',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: [MESSAGES.singleLine] });
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('profile: 422 under name, the name unchanged', async () => {
    const { token, userId, email } = await ctx.tokenFor('customer');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(token),
      payload: { name: 'Tab\tName', email },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: [MESSAGES.singleLine] });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(row!.name).not.toContain('\t');
  });

  it('booking contact: 422 under contact_name, no booking', async () => {
    const { token, userId } = await ctx.tokenFor('customer');
    const response = await post(
      '/api/bookings',
      {
        tour_id: tourId,
        travel_date: dayFromToday(10),
        passengers: 1,
        contact_name: HOSTILE_NAME,
        contact_email: 'asha@example.test',
        contact_phone: '+91 98160 11111',
      },
      token,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ contact_name: [MESSAGES.singleLine] });
    expect(await ctx.db.select().from(bookings).where(eq(bookings.userId, userId))).toEqual([]);
  });

  it('custom trip contact: 422 under contact_info.name, nothing stored', async () => {
    const email = `custom-${Date.now()}@example.test`;
    const { token } = await ctx.tokenFor('customer');
    const response = await post(
      '/api/custom-packages',
      {
        destinations: ['Manali'],
        duration_days: 5,
        duration_nights: 4,
        budget_range: '1000-5000',
        hotel_category: '3-star',
        travelers: 2,
        travel_dates: dayFromToday(30),
        contact_info: { name: HOSTILE_NAME, email, phone: '+91 98160 33333' },
      },
      token,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'contact_info.name': [MESSAGES.singleLine] });
    expect(await ctx.db.select().from(customPackages).where(eq(customPackages.contactEmail, email))).toEqual([]);
  });

  it('enquiry: 422 under name and destination, nothing stored', async () => {
    const email = `enquiry-${Date.now()}@example.test`;
    const response = await post('/api/enquiries', {
      name: HOSTILE_NAME,
      email,
      phone: '+91 98160 22222',
      destination: 'Manali\nSubject: free money',
      travel_date: dayFromToday(40),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: [MESSAGES.singleLine], destination: [MESSAGES.singleLine] });
    expect(await ctx.db.select().from(enquiries).where(eq(enquiries.email, email))).toEqual([]);
  });
});

describe('email addresses outside the one rule', () => {
  it('are refused with 422 at every door instead of a 500 after the write', async () => {
    for (const email of ['anna@exämple.com', 'josé@example.com']) {
      const register = await post('/api/auth/register', {
        name: 'Anna',
        email,
        password: 'Kedarkantha-2026',
        password_confirmation: 'Kedarkantha-2026',
      });
      expect(register.statusCode).toBe(422);
      expect(register.json().errors).toEqual({ email: [MESSAGES.emailLatinOnly] });
      expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);

      const forgot = await post('/api/auth/forgot-password', { email });
      expect(forgot.statusCode).toBe(422);
      expect(forgot.json().errors).toEqual({ email: [MESSAGES.emailLatinOnly] });

      const { token } = await ctx.tokenFor('customer');
      const booking = await post(
        '/api/bookings',
        {
          tour_id: tourId,
          travel_date: dayFromToday(10),
          passengers: 1,
          contact_name: 'Anna',
          contact_email: email,
          contact_phone: '+91 98160 11111',
        },
        token,
      );
      expect(booking.statusCode).toBe(422);
      expect(booking.json().errors).toEqual({ contact_email: [MESSAGES.emailLatinOnly] });
    }
  });
});
