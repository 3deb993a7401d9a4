import { sql, type SQL } from 'drizzle-orm';
import type { BookingTrendPeriod, TripPerformanceSort, UserGrowthPeriod } from '@trails/contracts/admin-analytics';
import type { SortDirection } from '@trails/contracts/admin-common';
import type { Executor } from '../../db/client.ts';

/**
 * The analytics reports, each one aggregate statement. A range is [start, end): `start` is the
 * first day's midnight (UTC) and `end` the midnight after the last day, so every filter is a plain
 * range on an indexed timestamp (users_created_at_idx, bookings_created_at_idx,
 * reviews_created_at_idx) or date (the kept daily totals' keys).
 * Bookings by day, status and payment status come from booking_daily_totals, payments by day,
 * method and kind from booking_payment_daily_totals and trips' figures by month from
 * trip_monthly_totals (each kept by triggers), so those reports add up days or months, not bookings,
 * payments or reviews.
 */
export interface Range {
  start: Date;
  end: Date;
}

/** Both drivers answer { rows }; drizzle's generic result type does not say so. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const day = (date: Date) => sql`${date.toISOString().slice(0, 10)}::date`;
/** The range's days in booking_daily_totals (a range always starts and ends at a UTC midnight). */
const inDays = (range: Range) => sql`day >= ${day(range.start)} and day < ${day(range.end)}`;

/** Revenue is what bookings that are not cancelled are worth, as on the dashboard. */
const REVENUE_BOOKING = sql.raw(`status <> 'cancelled'`);

/**
 * Every period the range touches (the first may start before the range: weeks start on Monday,
 * months on the 1st), as UTC timestamps without zone. `period` is from a whitelist.
 */
const periodSeries = (period: string, range: Range) => sql`
  generate_series(
    date_trunc(${period}, ${ts(range.start)} at time zone 'UTC'),
    date_trunc(${period}, ${ts(new Date(range.end.getTime() - 1))} at time zone 'UTC'),
    ${`1 ${period}`}::interval
  )`;

const periodOf = (period: string, column: SQL) => sql`date_trunc(${period}, ${column} at time zone 'UTC')`;

export interface GrowthRow {
  periodStart: string;
  newUsers: number;
}

/** Traveller accounts opened before the range, and per period inside it (every period listed). */
export async function userGrowth(
  db: Executor,
  range: Range,
  period: UserGrowthPeriod,
): Promise<{ before: number; points: GrowthRow[] }> {
  const [before, series] = await Promise.all([
    db.execute(sql`select count(*)::int as count from users
                    where role = 'customer' and created_at < ${ts(range.start)}`),
    db.execute(sql`
      select to_char(p.period_start, 'YYYY-MM-DD') as period_start, coalesce(u.count, 0)::int as new_users
        from ${periodSeries(period, range)} as p(period_start)
        left join (
          select ${periodOf(period, sql`created_at`)} as period_start, count(*) as count
            from users
           where role = 'customer' and created_at >= ${ts(range.start)} and created_at < ${ts(range.end)}
           group by 1
        ) u on u.period_start = p.period_start
       order by p.period_start`),
  ]);
  return {
    before: Number(rowsOf<{ count: number }>(before)[0]?.count ?? 0),
    points: rowsOf<{ period_start: string; new_users: number }>(series).map((row) => ({
      periodStart: row.period_start,
      newUsers: Number(row.new_users),
    })),
  };
}

export interface TrendRow {
  periodStart: string;
  pending: number;
  confirmed: number;
  cancelled: number;
}

/** Bookings made per period, by status (every period listed), from the kept daily totals. */
export async function bookingTrends(db: Executor, range: Range, period: BookingTrendPeriod): Promise<TrendRow[]> {
  const result = await db.execute(sql`
    select to_char(p.period_start, 'YYYY-MM-DD') as period_start,
           coalesce(b.pending, 0)::int as pending,
           coalesce(b.confirmed, 0)::int as confirmed,
           coalesce(b.cancelled, 0)::int as cancelled
      from ${periodSeries(period, range)} as p(period_start)
      left join (
        select date_trunc(${period}, day::timestamp) as period_start,
               sum(bookings) filter (where status = 'pending') as pending,
               sum(bookings) filter (where status = 'confirmed') as confirmed,
               sum(bookings) filter (where status = 'cancelled') as cancelled
          from booking_daily_totals
         where ${inDays(range)}
         group by 1
      ) b on b.period_start = p.period_start
     order by p.period_start`);
  return rowsOf<{ period_start: string; pending: number; confirmed: number; cancelled: number }>(result).map((row) => ({
    periodStart: row.period_start,
    pending: Number(row.pending),
    confirmed: Number(row.confirmed),
    cancelled: Number(row.cancelled),
  }));
}

export interface RevenueFigures {
  byMonth: { month: string; revenue: number; bookings: number }[];
  byPaymentStatus: { paymentStatus: string; revenue: number; bookings: number }[];
  byMethod: { method: string; payments: number; received: number; refunded: number }[];
}

/**
 * Revenue by month (every month of the range) and by payment status, from the kept daily totals;
 * payments by method (the payments and refunds that count: not a refund the provider reported as
 * failed) from booking_payment_daily_totals, kept the same way.
 */
export async function revenueFigures(db: Executor, range: Range): Promise<RevenueFigures> {
  const [months, statuses, methods] = await Promise.all([
    db.execute(sql`
      select to_char(p.period_start, 'YYYY-MM') as month,
             coalesce(b.revenue, 0)::float8 as revenue, coalesce(b.bookings, 0)::int as bookings
        from ${periodSeries('month', range)} as p(period_start)
        left join (
          select date_trunc('month', day::timestamp) as period_start,
                 sum(amount) as revenue, sum(bookings) as bookings
            from booking_daily_totals where ${REVENUE_BOOKING} and ${inDays(range)}
           group by 1
        ) b on b.period_start = p.period_start
       order by p.period_start`),
    db.execute(sql`
      select payment_status, coalesce(sum(amount), 0)::float8 as revenue, coalesce(sum(bookings), 0)::int as bookings
        from booking_daily_totals where ${REVENUE_BOOKING} and ${inDays(range)}
       group by payment_status having sum(bookings) > 0 order by payment_status`),
    db.execute(sql`
      select method,
             coalesce(sum(payments) filter (where kind = 'payment'), 0)::int as payments,
             coalesce(sum(amount) filter (where kind = 'payment'), 0)::float8 as received,
             coalesce(sum(amount) filter (where kind = 'refund'), 0)::float8 as refunded
        from booking_payment_daily_totals
       where ${inDays(range)}
       group by method having sum(payments) > 0 order by method`),
  ]);
  return {
    byMonth: rowsOf<{ month: string; revenue: number; bookings: number }>(months).map((row) => ({
      month: row.month,
      revenue: Number(row.revenue),
      bookings: Number(row.bookings),
    })),
    byPaymentStatus: rowsOf<{ payment_status: string; revenue: number; bookings: number }>(statuses).map((row) => ({
      paymentStatus: row.payment_status,
      revenue: Number(row.revenue),
      bookings: Number(row.bookings),
    })),
    byMethod: rowsOf<{ method: string; payments: number; received: number; refunded: number }>(methods).map((row) => ({
      method: row.method,
      payments: Number(row.payments),
      received: Number(row.received),
      refunded: Number(row.refunded),
    })),
  };
}

export interface TripRow {
  type: 'tour' | 'trek';
  id: number;
  title: string;
  bookings: number;
  cancelled: number;
  passengers: number;
  revenue: number;
  averageRating: number | null;
  reviews: number;
}

/** Whitelisted sort columns (never from the request as text). */
const TRIP_SORT_SQL: Record<TripPerformanceSort, string> = {
  revenue: 'revenue',
  bookings: 'bookings',
  passengers: 'passengers',
  rating: 'average_rating',
  title: 'lower(title)',
};

/** Which trip a booking or review is of, and its id (a tour's, else a trek's). */
const TRIP_OF = sql.raw(
  `case when tour_id is not null then 'tour' else 'trek' end as type, coalesce(tour_id, trek_id) as id`,
);
const OF_A_TRIP = sql.raw(`(tour_id is not null or trek_id is not null)`);

/**
 * The top `limit` tours and treks by the chosen figure over the range, joined to every trip of the
 * chosen kind. The figures add up trip_monthly_totals (kept by triggers) over every month the range
 * touches, less the bookings and reviews of those months' days outside the range, read by their
 * created_at index: none for a range of whole months, or one that ends today (the default).
 */
export async function tripPerformance(
  db: Executor,
  range: Range,
  options: { type: 'all' | 'tour' | 'trek'; sort: TripPerformanceSort; direction: SortDirection; limit: number },
): Promise<TripRow[]> {
  const firstMonth = new Date(Date.UTC(range.start.getUTCFullYear(), range.start.getUTCMonth(), 1));
  const lastDay = new Date(range.end.getTime() - 1);
  const afterLastMonth = new Date(Date.UTC(lastDay.getUTCFullYear(), lastDay.getUTCMonth() + 1, 1));
  const outside = sql`((created_at >= ${ts(firstMonth)} and created_at < ${ts(range.start)})
                       or (created_at >= ${ts(range.end)} and created_at < ${ts(afterLastMonth)}))`;
  const direction = sql.raw(options.direction === 'asc' ? 'asc nulls first' : 'desc nulls last');
  const order = sql.raw(TRIP_SORT_SQL[options.sort]);
  const trips = [
    options.type !== 'trek' ? sql`select 'tour' as type, id, title from tours` : null,
    options.type !== 'tour' ? sql`select 'trek' as type, id, title from treks` : null,
  ].filter((part): part is SQL => part !== null);
  const result = await db.execute(sql`
    with k as (
      select type, id, sum(bookings) as bookings, sum(cancelled) as cancelled, sum(passengers) as passengers,
             sum(revenue_cents) as revenue_cents, sum(reviews) as reviews, sum(rating_sum) as rating_sum
        from (
          select trip_type as type, trip_id as id, bookings, cancelled, passengers, revenue_cents, reviews, rating_sum
            from trip_monthly_totals
           where month >= ${day(firstMonth)} and month < ${day(afterLastMonth)}
          union all
          select ${TRIP_OF},
                 -(${REVENUE_BOOKING})::int, -(status = 'cancelled')::int,
                 case when ${REVENUE_BOOKING} then -passengers else 0 end,
                 case when ${REVENUE_BOOKING} then -(total_amount * 100)::bigint else 0 end, 0, 0
            from bookings
           where ${outside} and ${OF_A_TRIP}
          union all
          select ${TRIP_OF}, 0, 0, 0, 0, -1, -rating
            from reviews
           where is_approved and ${outside} and ${OF_A_TRIP}
        ) counted
       group by 1, 2
    ), t as (${sql.join(trips, sql` union all `)})
    select t.type, t.id, t.title,
           coalesce(k.bookings, 0)::int as bookings, coalesce(k.cancelled, 0)::int as cancelled,
           coalesce(k.passengers, 0)::int as passengers, (coalesce(k.revenue_cents, 0)::numeric / 100)::float8 as revenue,
           round(k.rating_sum::numeric / nullif(k.reviews, 0), 1)::float8 as average_rating,
           coalesce(k.reviews, 0)::int as reviews
      from t
      left join k on k.type = t.type and k.id = t.id
     order by ${order} ${direction}, t.type, t.id
     limit ${options.limit}`);
  return rowsOf<{
    type: 'tour' | 'trek';
    id: number;
    title: string;
    bookings: number;
    cancelled: number;
    passengers: number;
    revenue: number;
    average_rating: number | null;
    reviews: number;
  }>(result).map((row) => ({
    type: row.type,
    id: Number(row.id),
    title: row.title,
    bookings: Number(row.bookings),
    cancelled: Number(row.cancelled),
    passengers: Number(row.passengers),
    revenue: Number(row.revenue),
    averageRating: row.average_rating === null ? null : Number(row.average_rating),
    reviews: Number(row.reviews),
  }));
}
