import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { enquiries, reviews, tours, users } from '../../db/schema/index.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { dashboardCounts, monthWindow } from './dashboard.repo.ts';

// The dashboard's cards add up record_daily_totals, kept by triggers in each change's transaction;
// these check that it always equals a count of the rows themselves, through every kind of change,
// and that the cards answer what counting each table would.

let ctx: TestContext;
let f: ReturnType<typeof catalogueFixtures>;
let placeId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  f = catalogueFixtures(ctx.db);
  placeId = (await f.destination({ name: 'Counted Valley' })).id;
});

afterAll(async () => {
  await ctx.close();
});

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await ctx.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

const shape = (rows: Record<string, unknown>[]) =>
  rows.map((row) => ({ record: String(row.record), day: String(row.day), records: Number(row.records) }));

/** record_daily_totals equals the rows that count, by kind and UTC day of creation. */
async function expectRecordTotalsKept() {
  const kept = shape(
    await rowsOf(sql`
      select record, day::text as day, sum(records) as records
        from record_daily_totals group by 1, 2 having sum(records) <> 0 order by 1, 2`),
  );
  const counted = shape(
    await rowsOf(sql`
      select record, day::text as day, count(*) as records from (
        select 'active_tour' as record, (created_at at time zone 'UTC')::date as day from tours where is_active
        union all select 'customer', (created_at at time zone 'UTC')::date from users where role = 'customer'
        union all select 'review', (created_at at time zone 'UTC')::date from reviews
        union all select 'new_enquiry', (created_at at time zone 'UTC')::date from enquiries where status = 'new'
      ) counted group by 1, 2 order by 1, 2`),
  );
  expect(kept).toEqual(counted);
}

/** The cards as counting each table answers them (the statement the kept totals replaced). */
async function countedDirectly(now: Date) {
  const { monthStart } = monthWindow(now);
  const at = monthStart.toISOString();
  const [row] = await rowsOf(sql`
    select
      (select count(*) from tours where is_active)::int as tours,
      (select count(*) from tours where is_active and created_at < ${at}::timestamptz)::int as tours_previous,
      (select count(*) from enquiries where status = 'new')::int as enquiries,
      (select count(*) from enquiries where created_at < ${at}::timestamptz
          and (status = 'new' or coalesce(responded_at, updated_at) >= ${at}::timestamptz))::int as enquiries_previous,
      (select count(*) from users where role = 'customer')::int as users,
      (select count(*) from users where role = 'customer' and created_at < ${at}::timestamptz)::int as users_previous,
      (select count(*) from reviews)::int as reviews,
      (select count(*) from reviews where created_at < ${at}::timestamptz)::int as reviews_previous`);
  const pair = (key: string) => ({ value: Number(row![key]), previous: Number(row![`${key}_previous`]) });
  return { tours: pair('tours'), enquiries: pair('enquiries'), users: pair('users'), reviews: pair('reviews') };
}

async function expectCardsAsCounted(now: Date) {
  const counts = await dashboardCounts(ctx.db, monthWindow(now));
  expect({ tours: counts.tours, enquiries: counts.enquiries, users: counts.users, reviews: counts.reviews }).toEqual(
    await countedDirectly(now),
  );
}

// Around the start of a month (UTC), so a row a second either side of it counts in different months.
const MOMENTS = [
  new Date('2004-03-01T00:00:00Z'),
  new Date('2004-03-17T09:30:00Z'),
  new Date('2004-04-02T12:00:00Z'),
  new Date(),
];

async function expectAll() {
  await expectRecordTotalsKept();
  for (const now of MOMENTS) await expectCardsAsCounted(now);
}

describe('kept record totals', () => {
  it('active tours, accounts, reviews and new enquiries by day equal the rows after inserts, updates and deletes', async () => {
    const edge = new Date('2004-03-01T00:00:00Z');
    const before = new Date(edge.getTime() - 1_000);
    const after = new Date(edge.getTime() + 1_000);

    // Inserts: tours active and not, accounts of each role, reviews, enquiries in each status.
    const active = await f.tour(placeId, { title: 'Counted Tour' });
    const hidden = await f.tour(placeId, { title: 'Hidden Counted Tour', isActive: false });
    await ctx.db.update(tours).set({ createdAt: before }).where(eq(tours.id, active.id));
    const people = await ctx.db
      .insert(users)
      .values([
        { name: 'Asha', email: 'asha.counted@example.test', passwordHash: 'x', role: 'customer', createdAt: before },
        { name: 'Bela', email: 'bela.counted@example.test', passwordHash: 'x', role: 'customer', createdAt: after },
        { name: 'Chand', email: 'chand.counted@example.test', passwordHash: 'x', role: 'staff', createdAt: before },
        { name: 'Dara', email: 'dara.counted@example.test', passwordHash: 'x', role: 'customer' },
      ])
      .returning({ id: users.id });
    const [asha, bela, chand, dara] = people.map((person) => person.id) as [number, number, number, number];
    const written = await ctx.db
      .insert(reviews)
      .values([
        { userId: asha, tourId: active.id, rating: 5, title: 'Fine', comment: 'Fine views', createdAt: before },
        { userId: bela, tourId: active.id, rating: 4, title: 'Good', comment: 'Good food', createdAt: after },
        { userId: dara, tourId: hidden.id, rating: 3, title: 'Fair', comment: 'Fair rooms' },
      ])
      .returning({ id: reviews.id });
    const enquiry = (name: string, values: Partial<typeof enquiries.$inferInsert>) => ({
      name,
      email: `${name.toLowerCase()}@example.test`,
      message: 'Is the pass open?',
      ...values,
    });
    const sent = await ctx.db
      .insert(enquiries)
      .values([
        enquiry('Esha', { createdAt: before, updatedAt: before }),
        enquiry('Farid', { createdAt: before, updatedAt: after, status: 'responded', respondedAt: after }),
        enquiry('Gita', { createdAt: before, updatedAt: before, status: 'closed' }),
        enquiry('Hari', { createdAt: before, updatedAt: after, status: 'closed' }),
        enquiry('Isha', { createdAt: after, updatedAt: after }),
      ])
      .returning({ id: enquiries.id });
    const [esha, farid, , hari, isha] = sent.map((row) => row.id) as [number, number, number, number, number];
    await expectAll();

    // Updates: a tour hidden and one shown, an account's role, a review and an enquiry moved to another
    // day, enquiries answered and reopened.
    await ctx.db.update(tours).set({ isActive: false }).where(eq(tours.id, active.id));
    await ctx.db.update(tours).set({ isActive: true, createdAt: after }).where(eq(tours.id, hidden.id));
    await ctx.db.update(users).set({ role: 'staff' }).where(eq(users.id, bela));
    await ctx.db.update(users).set({ role: 'customer', createdAt: after }).where(eq(users.id, chand));
    await ctx.db.update(reviews).set({ createdAt: after }).where(eq(reviews.id, written[0]!.id));
    await ctx.db
      .update(enquiries)
      .set({ status: 'responded', respondedAt: after, updatedAt: after })
      .where(eq(enquiries.id, esha));
    await ctx.db.update(enquiries).set({ status: 'new', respondedAt: null }).where(eq(enquiries.id, farid));
    await ctx.db.update(enquiries).set({ createdAt: before }).where(eq(enquiries.id, isha));
    // A change to a column the totals do not depend on, and the same value written again.
    await ctx.db.update(tours).set({ title: 'Renamed Counted Tour' }).where(eq(tours.id, hidden.id));
    await ctx.db.update(users).set({ role: 'customer' }).where(eq(users.id, asha));
    await expectAll();

    // A change rolled back leaves the totals as they were.
    await ctx.db
      .transaction(async (tx) => {
        await tx.update(tours).set({ isActive: true }).where(eq(tours.id, active.id));
        await tx.delete(enquiries).where(eq(enquiries.id, hari));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await expectAll();

    // Deletes: a review, an enquiry, an account (its reviews go with it), a tour (its reviews too).
    await ctx.db.delete(reviews).where(eq(reviews.id, written[1]!.id));
    await ctx.db.delete(enquiries).where(inArray(enquiries.id, [farid, isha]));
    await ctx.db.delete(users).where(eq(users.id, dara));
    await ctx.db.delete(tours).where(eq(tours.id, active.id));
    await expectAll();
  });
});
