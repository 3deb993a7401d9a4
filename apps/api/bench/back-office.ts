/**
 * The back office at scale: bookings with their payments and activity entries, and enquiries, loaded
 * in steps (10,000 then 1,000,000 bookings by default) on top of the scale bench's catalogue, and
 * the staff screens' requests timed at each step through the app with an admin's token: the
 * bookings list in every sort and filter and its search box, its summary cards, the enquiries list,
 * the dashboard, each analytics report, the payments and activity lists and a departure's manifest.
 * Prints p95 at each step, the ratio of the last to the first, and the statements each request made.
 */
import { count, desc, isNotNull, min, sql } from 'drizzle-orm';
import { ADMIN_BOOKING_SORTS } from '@trails/contracts/admin-bookings';
import type { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { bookings, tours } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { percentile, ms } from './database.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

/** Travellers who book; bookings spread over them. */
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 100_000);
/** Departures the scheduled bookings fill, one after another. */
const DEPARTURES = Number(process.env.DEPARTURES ?? 30_000);
/**
 * Bookings per departure: a third of the bookings are on a departure, each departure taking the
 * next 33 (about 80 travellers of its 1,000 seats), so the departure timed has as many bookings at
 * every step. Spread round-robin instead, a departure had one booking at 10,000 and 34 at a million.
 */
const BOOKINGS_PER_DEPARTURE = 33;
/** One enquiry for every ten bookings. */
const ENQUIRY_SHARE = 10;

/** Customers, departures and the admin who reads the screens: once, before the first step. */
export async function loadBackOfficeBase(db: Database): Promise<{ email: string; password: string }> {
  await db.execute(sql`
    insert into users (name, email, phone, password_hash, role, created_at)
    select 'Customer ' || n, 'customer-' || n || '@example.com', '98' || lpad(n::text, 8, '0'), 'not-a-hash', 'customer',
           now() - make_interval(hours => n % 17520)
    from generate_series(1, ${CUSTOMERS}::int) n`);
  await db.execute(sql`
    insert into departures (tour_id, start_date, end_date, seats_total, status)
    select (select min(id) from tours) + n % 5000, current_date + (n % 540) - 180, current_date + (n % 540) - 175, 1000,
           case when n % 20 = 0 then 'closed' else 'open' end
    from generate_series(0, ${DEPARTURES - 1}::int) n`);
  const password = 'bench-admin-password';
  const email = 'bench-admin@example.com';
  await db.execute(sql`
    insert into users (name, email, password_hash, role, email_verified_at)
    values ('Bench Admin', ${email}, ${await hashPassword(password)}, 'admin', now())`);
  return { email, password };
}

/**
 * Bookings numbered `from` to `to - 1`, each with a payment when paid or part paid, a refund when
 * cancelled after paying, and an activity entry; and an enquiry for every tenth. Statements whose
 * sizes are bound parameters; the counting triggers are off for the load and the kept counts and
 * booking totals set afterwards, as the triggers would have left them.
 */
export async function loadBookings(db: Database, from: number, to: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into bookings (reference, user_id, tour_id, departure_id, travel_date, end_date, passengers, unit_price,
                            total_amount, currency, contact_name, contact_email, contact_phone, status, payment_status,
                            cancelled_at, created_at, updated_at)
      select 'HT-2025-' || lpad(n::text, 7, '0'),
             (select min(id) from users) + n % ${CUSTOMERS}::int,
             (select min(id) from tours) + (n * 7) % 100000 % (select count(*) from tours)::int,
             case when n % 3 = 0 then (select min(id) from departures) + n / ${3 * BOOKINGS_PER_DEPARTURE}::int % ${DEPARTURES}::int end,
             current_date + (n % 730) - 365, current_date + (n % 730) - 360,
             1 + n % 4, 8000 + (n * 37) % 40000, (1 + n % 4) * (8000 + (n * 37) % 40000), 'INR',
             'Customer ' || (n % ${CUSTOMERS}::int), 'customer-' || (n % ${CUSTOMERS}::int) || '@example.com', '9800000000',
             (array['confirmed','confirmed','confirmed','confirmed','confirmed','confirmed','pending','pending','pending','cancelled'])[1 + n % 10],
             (array['paid','paid','paid','partially_paid','pending','pending','pending','pending','pending','refunded'])[1 + n % 10],
             case when n % 10 = 9 then now() - make_interval(mins => n % 500000) end,
             now() - make_interval(mins => (n * 7) % 1051200), now() - make_interval(mins => (n * 7) % 1051200)
      from generate_series(${from}::int, ${to - 1}::int) n`);
    await tx.execute(sql`
      insert into booking_payments (booking_id, kind, amount, method, paid_on, created_at)
      select b.id, 'payment', case when b.payment_status = 'partially_paid' then b.total_amount / 2 else b.total_amount end,
             (array['upi','card','bank_transfer','cash'])[1 + b.id % 4], b.created_at::date, b.created_at
      from bookings b
      where b.reference between ${'HT-2025-' + String(from).padStart(7, '0')} and ${'HT-2025-' + String(to - 1).padStart(7, '0')}
        and b.payment_status in ('paid', 'partially_paid', 'refunded')`);
    await tx.execute(sql`
      insert into booking_payments (booking_id, kind, amount, method, paid_on, created_at)
      select b.id, 'refund', b.total_amount, 'bank_transfer', b.cancelled_at::date, b.cancelled_at
      from bookings b
      where b.reference between ${'HT-2025-' + String(from).padStart(7, '0')} and ${'HT-2025-' + String(to - 1).padStart(7, '0')}
        and b.payment_status = 'refunded'`);
    await tx.execute(sql`
      insert into activity_logs (user_id, actor_name, actor_role, type, action, subject_id, subject_label, description, created_at)
      select b.user_id, b.contact_name, 'customer', 'booking', 'created', b.id, b.reference,
             'Booking ' || b.reference || ' created', b.created_at
      from bookings b
      where b.reference between ${'HT-2025-' + String(from).padStart(7, '0')} and ${'HT-2025-' + String(to - 1).padStart(7, '0')}`);
    await tx.execute(sql`
      insert into enquiries (name, email, phone, destination, travel_date, message, status, created_at, updated_at)
      select 'Enquirer ' || n, 'enquirer-' || n || '@example.com', '9811111111', 'Spiti Valley', current_date + n % 200,
             'Is the road open in May, and can we stop a night at Chandratal?',
             (array['new','responded','closed'])[1 + n % 3],
             now() - make_interval(mins => (n * 13) % 1051200), now() - make_interval(mins => (n * 13) % 1051200)
      from generate_series(${Math.ceil(from / ENQUIRY_SHARE)}::int, ${Math.ceil(to / ENQUIRY_SHARE) - 1}::int) n`);
  });
  // The kept booking totals, as the bookings triggers would have left them.
  await db.execute(sql`delete from booking_status_totals`);
  await db.execute(sql`
    insert into booking_status_totals (slot, status, payment_status, bookings, amount)
    select id % 8, status, payment_status, count(*), coalesce(sum(total_amount), 0) from bookings group by 1, 2, 3`);
  await db.execute(sql`delete from booking_daily_totals`);
  await db.execute(sql`
    insert into booking_daily_totals (day, slot, status, payment_status, bookings, passengers, amount)
    select (created_at at time zone 'UTC')::date, id % 8, status, payment_status, count(*),
           coalesce(sum(passengers), 0), coalesce(sum(total_amount), 0)
      from bookings group by 1, 2, 3, 4`);
  // …and the kept payment totals, as the booking_payments trigger would have left them.
  await db.execute(sql`delete from booking_payment_daily_totals`);
  await db.execute(sql`
    insert into booking_payment_daily_totals (day, slot, method, kind, payments, amount)
    select paid_on, id % 8, method, kind, count(*), coalesce(sum(amount), 0)
      from booking_payments where provider_status is distinct from 'failed' group by 1, 2, 3, 4`);
  // …and the trips' monthly figures, from the bookings and the catalogue's reviews (loaded with
  // their triggers off too), as the bookings and reviews triggers would have left them.
  await db.execute(sql`delete from trip_monthly_totals`);
  await db.execute(sql`
    insert into trip_monthly_totals (month, trip_type, trip_id, bookings, cancelled, passengers, revenue_cents, reviews, rating_sum)
    select month, trip_type, trip_id, sum(bookings), sum(cancelled), sum(passengers), sum(revenue_cents), sum(reviews), sum(rating_sum)
      from (
        select date_trunc('month', created_at at time zone 'UTC')::date as month,
               case when tour_id is not null then 'tour' else 'trek' end as trip_type, coalesce(tour_id, trek_id) as trip_id,
               count(*) filter (where status <> 'cancelled') as bookings, count(*) filter (where status = 'cancelled') as cancelled,
               coalesce(sum(passengers) filter (where status <> 'cancelled'), 0) as passengers,
               coalesce(sum(total_amount * 100) filter (where status <> 'cancelled'), 0) as revenue_cents, 0 as reviews, 0 as rating_sum
          from bookings where tour_id is not null or trek_id is not null group by 1, 2, 3
        union all
        select date_trunc('month', created_at at time zone 'UTC')::date,
               case when tour_id is not null then 'tour' else 'trek' end, coalesce(tour_id, trek_id),
               0, 0, 0, 0, count(*), sum(rating)
          from reviews where is_approved and (tour_id is not null or trek_id is not null) group by 1, 2, 3
      ) counted
     group by 1, 2, 3`);
  // …and the dashboard's record totals: the reviews and enquiries were loaded with their triggers off.
  await db.execute(sql`delete from record_daily_totals`);
  await db.execute(sql`
    insert into record_daily_totals (record, day, slot, records)
    select record, day, slot, count(*) from (
      select 'active_tour' as record, (created_at at time zone 'UTC')::date as day, id % 8 as slot from tours where is_active
      union all select 'customer', (created_at at time zone 'UTC')::date, id % 8 from users where role = 'customer'
      union all select 'review', (created_at at time zone 'UTC')::date, id % 8 from reviews
      union all select 'new_enquiry', (created_at at time zone 'UTC')::date, id % 8 from enquiries where status = 'new'
    ) counted
    group by 1, 2, 3`);
  await db.execute(sql`
    update tours t set booking_count = b.count
    from (select tour_id, count(*)::int as count from bookings where status <> 'cancelled' group by tour_id) b
    where b.tour_id = t.id`);
  await db.execute(sql`vacuum analyze`);
  // The load's writes on disk before any request is timed: otherwise the first requests after a
  // step (the list, newest first) run while PostgreSQL's checkpointer writes them out.
  await db.execute(sql`checkpoint`).catch((error: unknown) => {
    console.warn(
      `checkpoint skipped (${error instanceof Error ? error.message : String(error)}): the first requests may run beside the load's writes`,
    );
  });
}

/** The staff screens' requests, as the back office sends them. */
export async function backOfficeRequests(db: Database): Promise<[string, string][]> {
  const [busiest] = await db
    .select({ id: bookings.departureId })
    .from(bookings)
    .where(isNotNull(bookings.departureId))
    .groupBy(bookings.departureId)
    .orderBy(desc(count()), bookings.departureId)
    .limit(1);
  const departureId = busiest?.id ?? 1;
  const [first] = await db.select({ id: min(tours.id) }).from(tours);
  const tourId = (first?.id ?? 1) + 7;
  return [
    ['bookings, newest first', '/api/admin/bookings'],
    ...ADMIN_BOOKING_SORTS.filter((sort) => sort !== 'created_at').flatMap((sort): [string, string][] => [
      [`bookings by ${sort}`, `/api/admin/bookings?sort=${sort}&direction=asc`],
      [`bookings by ${sort}, descending`, `/api/admin/bookings?sort=${sort}&direction=desc`],
    ]),
    ['bookings, page 500', '/api/admin/bookings?page=500'],
    ['bookings, pending', '/api/admin/bookings?status=pending'],
    ['bookings, part paid', '/api/admin/bookings?payment_status=partially_paid'],
    ['bookings, one trip', `/api/admin/bookings?tour_id=${tourId}`],
    ['bookings, one departure', `/api/admin/bookings?departure_id=${departureId}`],
    ['bookings, travel dates', '/api/admin/bookings?travel_from=2026-12-01&travel_to=2026-12-31'],
    ['bookings, search by name', '/api/admin/bookings?search=Customer%2077'],
    ['bookings, search by reference', '/api/admin/bookings?search=HT-2025-0004242'],
    ['bookings, search by email', '/api/admin/bookings?search=customer-4242%40example.com'],
    ['bookings summary', '/api/admin/bookings/summary'],
    ['bookings summary, pending', '/api/admin/bookings/summary?status=pending'],
    ['enquiries', '/api/admin/enquiries'],
    ['enquiries, new', '/api/admin/enquiries?status=new'],
    ['enquiries, search', '/api/admin/enquiries?search=enquirer-4242'],
    ['dashboard stats', '/api/admin/dashboard/stats'],
    ['dashboard recent activities', '/api/admin/dashboard/recent-activities'],
    ['dashboard revenue chart', '/api/admin/dashboard/revenue-chart'],
    ['analytics revenue', '/api/admin/analytics/revenue-stats'],
    ['analytics booking trends', '/api/admin/analytics/booking-trends'],
    ['analytics tour performance', '/api/admin/analytics/tour-performance'],
    ['analytics user growth', '/api/admin/analytics/user-growth'],
    ['payments', '/api/admin/payments'],
    ['activity log', '/api/admin/activity-logs'],
    ['activity log, bookings', '/api/admin/activity-logs?type=booking'],
    ['departure manifest (CSV)', `/api/admin/departures/${departureId}/manifest.csv`],
  ];
}

export interface Timing {
  status: number;
  statements: number;
  p95: number;
}

/** p95 of `runs` requests after warm-ups, and the statements one made. */
export async function timeRequest(
  app: App,
  token: string,
  url: string,
  runs: number,
  statements: string[],
): Promise<Timing> {
  const headers = { authorization: `Bearer ${token}` };
  let status = 0;
  for (let warmUp = 0; warmUp < 2; warmUp += 1) status = (await app.inject({ url, headers })).statusCode;
  statements.length = 0;
  await app.inject({ url, headers });
  const count = statements.length;
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await app.inject({ url, headers });
    times.push(performance.now() - start);
  }
  return {
    status,
    statements: count,
    p95: percentile(
      times.sort((a, b) => a - b),
      0.95,
    ),
  };
}

/** The table: p95 at each step, the ratio of the last step to the first, statements. */
export function printBackOfficeTable(steps: number[], rows: { name: string; url: string; timings: Timing[] }[]) {
  const head = [
    'request',
    'status',
    'statements',
    ...steps.map((step) => `p95 at ${step.toLocaleString('en')}`),
    'ratio',
  ];
  console.log(`| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
  for (const row of rows) {
    const first = row.timings[0]!;
    const last = row.timings.at(-1)!;
    console.log(
      `| ${row.name} (\`${row.url}\`) | ${last.status} | ${last.statements} | ${row.timings.map((timing) => ms(timing.p95)).join(' | ')} | ${(last.p95 / first.p95).toFixed(2)} |`,
    );
  }
}
