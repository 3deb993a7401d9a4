import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { BOOKING_SEARCH_COUNT_CAP, SEARCH_WALK_ROWS } from './bookings.admin.repo.ts';

// A search of the bookings list counts no further than its cap, as the activity log does, so a
// search as broad as a common name costs the same at a million bookings; past the cap the answer
// says so instead of giving a made-up total. Filters without a search count exactly.
// Past the cap a page is found by reading the bookings in the list's order until it is full, and
// among all the matches when that walk gives up: each way gives the same page.

let ctx: TestContext;
let staff: { token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.tokenFor('staff');
});
afterAll(async () => {
  await ctx.close();
});

const list = async (query: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/bookings?${query}`,
    headers: bearer(staff.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: { id: number; contact_name: string }[];
    meta: { total: number; last_page: number; total_capped?: boolean };
  };
};

describe('bookings search total past its cap', () => {
  it('says there are more than the cap, pages stop there, and a narrower search counts exactly', async () => {
    const f = catalogueFixtures(ctx.db);
    const place = await f.destination({ name: 'Cap Valley' });
    const tour = await f.tour(place.id, { title: 'Cap Tour' });
    const user = await ctx.createUser({ name: 'Cap Traveller' });
    // The counting triggers are off for the bulk insert (as in the bench's load): a trip's kept
    // booking count rewritten thousands of times would take most of the test's time. `n` numbers
    // the rows; the expressions give each its reference, name, email and creation time.
    const insertBookings = (rows: number, reference: SQL, name: SQL, email: SQL, createdAt: SQL) =>
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`
        insert into bookings (reference, user_id, tour_id, travel_date, passengers, unit_price, total_amount, currency,
                              contact_name, contact_email, contact_phone, status, payment_status, created_at)
        select ${reference}, ${user.id}, ${tour.id}, current_date + 30, 1, 1000, 1000, 'INR',
               ${name}, ${email}, '9800000000', 'confirmed', 'paid', ${createdAt}
          from generate_series(1, ${rows}) as n`);
      });
    await insertBookings(
      BOOKING_SEARCH_COUNT_CAP + 5,
      sql`'HT-CAP-' || lpad(n::text, 6, '0')`,
      sql`case when n <= 25 then 'Rare Walker ' || n else 'Common Walker ' || n end`,
      sql`'walker-' || n || '@example.com'`,
      sql`now() - make_interval(secs => n)`,
    );

    const walkers = async (order: string, limit: number) =>
      (
        (await ctx.db.execute(
          sql.raw(
            `select contact_name from bookings where contact_name like '%Walker%' order by ${order} limit ${limit}`,
          ),
        )) as unknown as { rows: { contact_name: string }[] }
      ).rows.map((row) => row.contact_name);

    const broad = await list('search=walker&per_page=50');
    expect(broad.meta).toMatchObject({
      total: BOOKING_SEARCH_COUNT_CAP,
      total_capped: true,
      last_page: BOOKING_SEARCH_COUNT_CAP / 50,
    });
    expect(broad.data).toHaveLength(50);
    // Newest first: the page itself is not cut by the cap.
    expect(broad.data[0]!.contact_name).toBe('Rare Walker 1');

    const second = await list('search=walker&per_page=50&page=2');
    expect(second.data.map((row) => row.contact_name)).toEqual(
      (await walkers('created_at desc, id desc', 100)).slice(50),
    );
    // Sorted by name the matches sit together, so the page is found among all of them.
    const byName = await list('search=walker&sort=contact_name&direction=asc&per_page=20');
    expect(byName.data.map((row) => row.contact_name)).toEqual(await walkers('contact_name asc, id asc', 20));
    expect(byName.meta.total_capped).toBe(true);

    const narrow = await list('search=rare%20walker&per_page=10');
    expect(narrow.meta).toMatchObject({ total: 25, last_page: 3 });
    expect(narrow.meta.total_capped).toBeUndefined();
    const last = await list('search=rare%20walker&per_page=10&page=3');
    expect(last.data.map((row) => row.contact_name)).toEqual([21, 22, 23, 24, 25].map((n) => `Rare Walker ${n}`));
    // A page past the last match is empty and still says how many there are.
    const beyond = await list('search=rare%20walker&per_page=10&page=5');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ total: 25, last_page: 3 });
    // The other filters apply to a search's matches.
    const none = await list('search=walker&status=pending');
    expect(none.meta).toMatchObject({ total: 0 });
    expect(none.data).toEqual([]);

    // The summary cards still count every match (from the search's own lookups).
    const cards = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/bookings/summary?search=walker',
      headers: bearer(staff.token),
    });
    expect(cards.json().data).toMatchObject({
      total: BOOKING_SEARCH_COUNT_CAP + 5,
      confirmed: BOOKING_SEARCH_COUNT_CAP + 5,
      pending: 0,
      revenue: (BOOKING_SEARCH_COUNT_CAP + 5) * 1000,
    });

    // Without a search the total is exact, however many match.
    const all = await list(`tour_id=${tour.id}&per_page=50`);
    expect(all.meta.total).toBe(BOOKING_SEARCH_COUNT_CAP + 5);
    expect(all.meta.total_capped).toBeUndefined();

    // Newer bookings that do not match, more than a walk reads: the walk gives up, and the page is
    // found among the matches, the same page as before.
    await insertBookings(
      SEARCH_WALK_ROWS,
      sql`'HT-NEW-' || lpad(n::text, 6, '0')`,
      sql`'Other Guest ' || n`,
      sql`'guest-' || n || '@example.com'`,
      sql`now() + make_interval(secs => n)`,
    );
    const past = await list('search=walker&per_page=50');
    expect(past.meta).toMatchObject({ total: BOOKING_SEARCH_COUNT_CAP, total_capped: true });
    expect(past.data.map((row) => row.contact_name)).toEqual(broad.data.map((row) => row.contact_name));
  });
});
