import { setTimeout as sleep } from 'node:timers/promises';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@trails/contracts/messages';
import { bookings } from './schema/index.ts';
import { bookingFixtures } from '../test/booking-fixtures.ts';
import { catalogueFixtures } from '../test/catalogue-fixtures.ts';
import { bearer, createTestContext, testDatabaseKind, type TestContext } from '../test/context.ts';

const contact = { contact_name: 'Cut Off', contact_email: 'cut-off@example.test', contact_phone: '+91 90000 12345' };

// Only a PostgreSQL server can drop the connections of a running app; PGlite lives in the process.
describe.skipIf(testDatabaseKind !== 'postgres')('PostgreSQL connections dropped under a running app', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function terminateAppConnections() {
    const result = await ctx.db.execute(sql`select current_database() as name`);
    const { rows } = result as unknown as { rows: { name: string }[] };
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const result = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [rows[0]!.name],
      );
      return result.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('keeps serving: at most 503 while connections are gone, then normal answers again', async () => {
    // Several requests at once leave several idle connections in the pool.
    const warm = await Promise.all([1, 2, 3, 4].map(() => ctx.app.inject({ url: '/api/tours' })));
    expect(warm.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);

    expect(await terminateAppConnections()).toBeGreaterThan(0);
    await sleep(200);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await ctx.app.inject({ url: '/api/tours' });
      statuses.push(response.statusCode);
      if (response.statusCode === 503) expect(response.json()).toMatchObject({ success: false });
      if (response.statusCode === 200) break;
    }
    expect(
      statuses.every((status) => status === 200 || status === 503),
      statuses.join(','),
    ).toBe(true);
    expect(statuses.at(-1)).toBe(200);
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('survives connections dropped inside booking transactions: the failed bookings answer 503', async () => {
    const catalogue = catalogueFixtures(ctx.db);
    const fixtures = bookingFixtures(ctx.db);
    const trek = await catalogue.trek((await catalogue.destination()).id);
    const departure = await fixtures.departure({ trekId: trek.id }, { seatsTotal: 500 });
    const headers = bearer((await ctx.tokenFor('customer')).token);
    const book = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers,
        payload: { ...contact, trek_id: trek.id, departure_id: departure.id, passengers: 1 },
      });

    // Rounds of 30 bookings at once (more than the pool's 10 connections), the server dropping every
    // connection of the app while they run, until some bookings lost theirs mid-transaction.
    const statuses: number[] = [];
    for (let round = 0; round < 10 && !statuses.includes(503); round += 1) {
      let settled = false;
      const burst = Promise.all(Array.from({ length: 30 }, book)).finally(() => {
        settled = true;
      });
      while (!settled) {
        await terminateAppConnections();
        await sleep(1);
      }
      for (const response of await burst) {
        statuses.push(response.statusCode);
        if (response.statusCode === 503)
          expect(response.json()).toEqual({ success: false, message: MESSAGES.unavailable });
      }
    }
    expect(
      statuses.filter((status) => status !== 201 && status !== 503),
      statuses.join(','),
    ).toEqual([]);
    expect(statuses).toContain(503);

    // The process lives and books again; the seats counted are the bookings stored.
    let after = await book();
    for (let attempt = 0; attempt < 3 && after.statusCode === 503; attempt += 1) after = await book();
    expect(after.statusCode).toBe(201);
    const [stored] = await ctx.db.select({ n: count() }).from(bookings).where(eq(bookings.departureId, departure.id));
    expect(stored!.n).toBeGreaterThanOrEqual(statuses.filter((status) => status === 201).length + 1);
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(stored!.n);
  }, 20_000);
});
