import { and, asc, count, desc, eq, ilike, isNotNull, isNull, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import type { SortDirection } from '@trails/contracts/admin-common';
import type { AdminUserSort, AdminUserStatus } from '@trails/contracts/admin-users';
import type { UserRole } from '@trails/contracts/constants';
import type { Executor } from '../../db/client.ts';
import { bookings, customPackages, reviews, users } from '../../db/schema/index.ts';
import { likePattern, pageWithTotal, totalOf } from '../../lib/sql.ts';
import type { UserRow } from '../auth/users.port.ts';

/** Every field the back office may see of an account: never the password hash. */
const adminColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  is_blocked: users.isBlocked,
  email_verified_at: users.emailVerifiedAt,
  last_login_at: users.lastLoginAt,
  created_at: users.createdAt,
  updated_at: users.updatedAt,
};

export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findAdminUserById>>>;
export type UserValues = Partial<typeof users.$inferInsert>;

export interface AdminUserFilters {
  search?: string | undefined;
  role?: UserRole | undefined;
  status?: AdminUserStatus | undefined;
  verified?: boolean | undefined;
}

/** The whitelist from a contract sort name to its column. */
const SORT_COLUMNS = {
  name: users.name,
  email: users.email,
  role: users.role,
  created_at: users.createdAt,
  last_login_at: users.lastLoginAt,
} as const satisfies Record<AdminUserSort, unknown>;

function conditions(filters: AdminUserFilters): SQL | undefined {
  const pattern = filters.search ? likePattern(filters.search) : undefined;
  return and(
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    filters.role === undefined ? undefined : eq(users.role, filters.role),
    filters.status === undefined ? undefined : eq(users.isBlocked, filters.status === 'blocked'),
    filters.verified === undefined
      ? undefined
      : filters.verified
        ? isNotNull(users.emailVerifiedAt)
        : isNull(users.emailVerifiedAt),
  );
}

/**
 * One page of accounts in the requested order (ties by id) with the matching total, in one query
 * (`totalOf`), and the four cards over every account in another.
 */
export async function listAdminUsers(
  db: Executor,
  filters: AdminUserFilters,
  sort: AdminUserSort,
  direction: SortDirection,
  page: number,
  perPage: number,
) {
  const by = direction === 'asc' ? asc : desc;
  // Never-signed-in accounts last whichever way Last Login is sorted.
  const order =
    sort === 'last_login_at' ? sql`${users.lastLoginAt} ${sql.raw(direction)} nulls last` : by(SORT_COLUMNS[sort]);
  const matching = db.select({ n: count() }).from(users).where(conditions(filters));
  const [rows, [stats]] = await Promise.all([
    db
      .select({ ...adminColumns, total: totalOf(matching) })
      .from(users)
      .where(conditions(filters))
      .orderBy(order, by(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({
        total: count(),
        blocked: sql<number>`count(*) filter (where ${users.isBlocked})`.mapWith(Number),
        verified: sql<number>`count(*) filter (where ${users.emailVerifiedAt} is not null)`.mapWith(Number),
      })
      .from(users),
  ]);
  const paged = await pageWithTotal(rows, page, () => matching);
  const counted = stats ?? { total: 0, blocked: 0, verified: 0 };
  return {
    ...paged,
    stats: {
      total: counted.total,
      active: counted.total - counted.blocked,
      blocked: counted.blocked,
      verified: counted.verified,
    },
  };
}

export async function findAdminUserById(db: Executor, id: number) {
  const [row] = await db.select(adminColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The same, locked until the transaction ends: role and block changes are decided one at a time. */
export async function lockAdminUser(db: Executor, id: number) {
  const [row] = await db.select(adminColumns).from(users).where(eq(users.id, id)).for('update').limit(1);
  return row ?? null;
}

/** Locks every admin account and answers how many there are: two demotions cannot both pass. */
/** Locks the active (not blocked) admins and counts them: the site must keep one. */
export async function lockAdmins(db: Executor): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isBlocked, false)))
    .for('update');
  return rows.length;
}

/**
 * The back office's fields of a full account row, as the auth module's `insertUser` answers it (the
 * auth module owns the users table and is the one place that inserts an account).
 */
export function adminRowOf(row: UserRow): AdminUserRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    is_blocked: row.isBlocked,
    email_verified_at: row.emailVerifiedAt,
    last_login_at: row.lastLoginAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** Bookings keep their account (the key refuses a delete): the admin blocks it instead. */
export async function hasBookings(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, userId)).limit(1);
  return Boolean(row);
}

const RECENT = 5;

/** What the account has done: counts, money spent on bookings not cancelled, and the latest few. */
export async function userActivity(db: Executor, userId: number) {
  const [[booked], [packaged], [reviewed], recentBookings, recentPackages, recentReviews] = await Promise.all([
    db
      .select({
        n: count(),
        spent: sum(sql`case when ${bookings.status} <> 'cancelled' then ${bookings.totalAmount} end`).mapWith(Number),
      })
      .from(bookings)
      .where(eq(bookings.userId, userId)),
    db.select({ n: count() }).from(customPackages).where(eq(customPackages.userId, userId)),
    db.select({ n: count() }).from(reviews).where(eq(reviews.userId, userId)),
    db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        status: bookings.status,
        total_amount: bookings.totalAmount,
        created_at: bookings.createdAt,
      })
      .from(bookings)
      .where(eq(bookings.userId, userId))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(RECENT),
    db
      .select({ id: customPackages.id, status: customPackages.status, created_at: customPackages.createdAt })
      .from(customPackages)
      .where(eq(customPackages.userId, userId))
      .orderBy(desc(customPackages.createdAt), desc(customPackages.id))
      .limit(RECENT),
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        title: reviews.title,
        is_approved: reviews.isApproved,
        created_at: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.userId, userId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(RECENT),
  ]);
  return {
    bookings_count: booked?.n ?? 0,
    custom_packages_count: packaged?.n ?? 0,
    reviews_count: reviewed?.n ?? 0,
    total_spent: booked?.spent ?? 0,
    recent_bookings: recentBookings,
    recent_custom_packages: recentPackages,
    recent_reviews: recentReviews,
  };
}

/** Whether another account (not `exceptId`) already uses this email, in any letter case. */
export async function emailInUse(db: Executor, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}
