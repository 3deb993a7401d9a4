import { sql } from 'drizzle-orm';
import type { DashboardActivityType } from '@trails/contracts/admin-dashboard';
import type { Executor } from '../../db/client.ts';

/**
 * Revenue, wherever the dashboard shows it: the total amount of bookings that are not cancelled
 * (pending and confirmed), counted in the month the booking was made. A cancelled booking's
 * amount never counts, even if it was paid and refunded.
 */
const REVENUE_BOOKING = sql.raw(`status <> 'cancelled'`);

/** Both drivers answer { rows }; drizzle's generic result type does not say so. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The month boundaries the counts compare across (UTC): the start of this month, the start of the
 * previous one, and the same point in the previous month as now is in this one (capped at the
 * month's end), so month-to-date is compared with the same stretch of last month.
 */
export interface MonthWindow {
  monthStart: Date;
  previousMonthStart: Date;
  previousToDate: Date;
}

export function monthWindow(now: Date): MonthWindow {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const previousMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const elapsed = now.getTime() - monthStart.getTime();
  const previousToDate = new Date(Math.min(previousMonthStart.getTime() + elapsed, monthStart.getTime()));
  return { monthStart, previousMonthStart, previousToDate };
}

export interface StatPair {
  value: number;
  previous: number;
}

export interface DashboardCounts {
  destinations: StatPair;
  tours: StatPair;
  enquiries: StatPair;
  bookings: StatPair;
  revenue: StatPair;
  users: StatPair;
  reviews: StatPair;
  blogs: StatPair;
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const day = (date: Date) => sql`${date.toISOString().slice(0, 10)}::date`;

/**
 * Every card's value now and a month ago, in one statement. Bookings and revenue add up
 * booking_daily_totals; active tours, travellers' accounts, reviews and enquiries still new add up
 * record_daily_totals (both kept by triggers in each change's transaction); destinations and blogs
 * are counted. "A month ago" is the end of the previous month for the running totals (rows created
 * before this month that still exist; a row deleted since is not counted then either), and for the
 * flow (bookings made) the same stretch of the previous month. Pending enquiries then: those
 * created before this month that were still unanswered at its start: still new, or answered or
 * closed since (by responded_at or, without it, by their last change; enquiries_answered_idx).
 */
export async function dashboardCounts(db: Executor, window: MonthWindow): Promise<DashboardCounts> {
  const { monthStart, previousMonthStart, previousToDate } = window;
  const before = sql`created_at < ${ts(monthStart)}`;
  const earlierDay = sql`day < ${day(monthStart)}`;
  // Bookings made: whole days from the kept daily totals, the part-day up to previousToDate from
  // the bookings themselves (at most one day's, by their created_at index).
  const previousDayStart = new Date(
    Date.UTC(previousToDate.getUTCFullYear(), previousToDate.getUTCMonth(), previousToDate.getUTCDate()),
  );
  const result = await db.execute(sql`
    select
      d.total as destinations, d.earlier as destinations_previous,
      k.tours, k.tours_earlier as tours_previous,
      k.enquiries, k.enquiries_earlier + ea.answered as enquiries_previous,
      b.month as bookings, b.previous_days + bp.bookings as bookings_previous,
      b.revenue as revenue, b.revenue_earlier as revenue_previous,
      k.users, k.users_earlier as users_previous,
      k.reviews, k.reviews_earlier as reviews_previous,
      g.total as blogs, g.earlier as blogs_previous
    from
      (select count(*)::int as total, (count(*) filter (where ${before}))::int as earlier from destinations) d,
      (select coalesce(sum(records) filter (where record = 'active_tour'), 0)::int as tours,
              coalesce(sum(records) filter (where record = 'active_tour' and ${earlierDay}), 0)::int as tours_earlier,
              coalesce(sum(records) filter (where record = 'new_enquiry'), 0)::int as enquiries,
              coalesce(sum(records) filter (where record = 'new_enquiry' and ${earlierDay}), 0)::int as enquiries_earlier,
              coalesce(sum(records) filter (where record = 'customer'), 0)::int as users,
              coalesce(sum(records) filter (where record = 'customer' and ${earlierDay}), 0)::int as users_earlier,
              coalesce(sum(records) filter (where record = 'review'), 0)::int as reviews,
              coalesce(sum(records) filter (where record = 'review' and ${earlierDay}), 0)::int as reviews_earlier
         from record_daily_totals) k,
      (select count(*)::int as answered from enquiries
        where status <> 'new' and coalesce(responded_at, updated_at) >= ${ts(monthStart)} and ${before}) ea,
      (select coalesce(sum(bookings) filter (where day >= ${day(monthStart)}), 0)::int as month,
              coalesce(sum(bookings) filter (where day >= ${day(previousMonthStart)}
                 and day < ${day(previousDayStart)}), 0)::int as previous_days,
              coalesce(sum(amount) filter (where ${REVENUE_BOOKING}), 0)::float8 as revenue,
              coalesce(sum(amount) filter (where ${REVENUE_BOOKING} and day < ${day(monthStart)}), 0)::float8
                as revenue_earlier
         from booking_daily_totals) b,
      (select count(*)::int as bookings from bookings
        where created_at >= ${ts(previousDayStart)} and created_at < ${ts(previousToDate)}) bp,
      (select count(*)::int as total, (count(*) filter (where ${before}))::int as earlier from blogs) g`);
  const row = rowsOf<Record<string, number | string | null>>(result)[0] ?? {};
  const pair = (key: string): StatPair => ({
    value: Number(row[key] ?? 0),
    previous: Number(row[`${key}_previous`] ?? 0),
  });
  return {
    destinations: pair('destinations'),
    tours: pair('tours'),
    enquiries: pair('enquiries'),
    bookings: pair('bookings'),
    revenue: pair('revenue'),
    users: pair('users'),
    reviews: pair('reviews'),
    blogs: pair('blogs'),
  };
}

export interface ActivityRow {
  type: DashboardActivityType;
  subjectId: number;
  actor: string;
  subject: string | null;
  createdAt: Date;
}

/**
 * The latest `limit` events across bookings made, enquiries sent, reviews written and traveller
 * accounts opened: each branch takes its own latest `limit` by its created_at index, then the
 * union is cut to `limit`.
 */
export async function latestActivities(db: Executor, limit: number): Promise<ActivityRow[]> {
  const result = await db.execute(sql`
    (select 'booking' as type, b.id as subject_id, b.contact_name as actor,
            coalesce(t.title, k.title) as subject, b.created_at
       from bookings b
       left join tours t on t.id = b.tour_id
       left join treks k on k.id = b.trek_id
      order by b.created_at desc limit ${limit})
    union all
    (select 'enquiry', e.id, e.name, e.destination, e.created_at
       from enquiries e order by e.created_at desc limit ${limit})
    union all
    (select 'review', r.id, u.name, coalesce(t.title, k.title), r.created_at
       from reviews r
       join users u on u.id = r.user_id
       left join tours t on t.id = r.tour_id
       left join treks k on k.id = r.trek_id
      order by r.created_at desc limit ${limit})
    union all
    (select 'user', u.id, u.name, null, u.created_at
       from users u where u.role = 'customer' order by u.created_at desc limit ${limit})
    order by created_at desc, subject_id desc
    limit ${limit}`);
  return rowsOf<{
    type: DashboardActivityType;
    subject_id: number;
    actor: string;
    subject: string | null;
    created_at: Date | string;
  }>(result).map((row) => ({
    type: row.type,
    subjectId: Number(row.subject_id),
    actor: row.actor,
    subject: row.subject,
    createdAt: new Date(row.created_at),
  }));
}

/**
 * Revenue (see REVENUE_BOOKING) and bookings per UTC month since `from` (a month's first day), from the
 * kept daily totals; months without any are absent.
 */
export async function revenueByMonth(
  db: Executor,
  from: Date,
): Promise<{ month: string; revenue: number; bookings: number }[]> {
  const result = await db.execute(sql`
    select to_char(date_trunc('month', day), 'YYYY-MM') as month,
           coalesce(sum(amount), 0)::float8 as revenue,
           coalesce(sum(bookings), 0)::int as bookings
      from booking_daily_totals
     where ${REVENUE_BOOKING} and day >= ${day(from)}
     group by 1
    having sum(bookings) > 0`);
  return rowsOf<{ month: string; revenue: number | string; bookings: number | string }>(result).map((row) => ({
    month: row.month,
    revenue: Number(row.revenue),
    bookings: Number(row.bookings),
  }));
}
