import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SortDirection } from '@trails/contracts/admin-common';
import { ADMIN_COUPON_LIMITS, type AdminCouponSort, type AdminCouponsQuery } from '@trails/contracts/admin-coupons';
import type { Executor } from '../../db/client.ts';
import type { ContentTranslations } from '../../db/schema/columns.ts';
import { bookings, couponTrips, coupons } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/sql.ts';

/** Every stored field staff may see, in the contract's names. */
const adminColumns = {
  id: coupons.id,
  code: coupons.code,
  description: coupons.description,
  discount_type: coupons.discountType,
  discount_value: coupons.discountValue,
  min_amount: coupons.minAmount,
  max_discount: coupons.maxDiscount,
  valid_from: coupons.validFrom,
  valid_until: coupons.validUntil,
  usage_limit: coupons.usageLimit,
  used_count: coupons.usedCount,
  max_uses_per_user: coupons.maxUsesPerUser,
  first_booking_only: coupons.firstBookingOnly,
  is_active: coupons.isActive,
  created_at: coupons.createdAt,
  updated_at: coupons.updatedAt,
  translations: coupons.translations,
  /** The trips it is limited to, summed up in the same query: `all`, `tour`, `trek` or `selected`. */
  applies_to: sql<string>`coalesce((
    select case when count(*) = 1 and bool_and(ct.trip_kind is not null) then min(ct.trip_kind) else 'selected' end
    from ${couponTrips} ct where ct.coupon_id = "coupons"."id"
    having count(*) > 0
  ), 'all')`,
};

export type AdminCouponRow = NonNullable<Awaited<ReturnType<typeof findAdminCouponById>>>;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'usedCount' | 'createdAt' | 'updatedAt'>;

/** The whitelist from a contract sort name to its column (code by its case-insensitive index). */
const SORT_COLUMNS = {
  code: sql`upper(${coupons.code})`,
  valid_until: coupons.validUntil,
  created_at: coupons.createdAt,
} as const satisfies Record<AdminCouponSort, unknown>;

function conditions(filters: Pick<AdminCouponsQuery, 'search' | 'status'>, now: Date): SQL | undefined {
  const notExpired = or(isNull(coupons.validUntil), gte(coupons.validUntil, now));
  const status =
    filters.status === 'active'
      ? and(eq(coupons.isActive, true), notExpired)
      : filters.status === 'inactive'
        ? eq(coupons.isActive, false)
        : filters.status === 'expired'
          ? and(isNotNull(coupons.validUntil), lt(coupons.validUntil, now))
          : undefined;
  return and(filters.search ? ilike(coupons.code, likePattern(filters.search)) : undefined, status);
}

/** One page of coupons in the requested order (ties by id), and the total. */
export async function listAdminCoupons(db: Executor, query: AdminCouponsQuery, now: Date) {
  const where = conditions(query, now);
  const by = (direction: SortDirection) => (direction === 'asc' ? asc : desc);
  const order = by(query.direction);
  const [rows, [counted]] = await Promise.all([
    db
      .select(adminColumns)
      .from(coupons)
      .where(where)
      .orderBy(order(SORT_COLUMNS[query.sort]), order(coupons.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** A coupon as the back office shows it. */
export async function findAdminCouponById(db: Executor, id: number) {
  const [row] = await db.select(adminColumns).from(coupons).where(eq(coupons.id, id)).limit(1);
  return row ?? null;
}

/** The row, locked until the end of the transaction (uses counted by bookings wait for it). */
export async function lockCoupon(tx: Executor, id: number) {
  const [row] = await tx
    .select({ id: coupons.id, usedCount: coupons.usedCount })
    .from(coupons)
    .where(eq(coupons.id, id))
    .for('update');
  return row ?? null;
}

/** Whether another coupon (not `exceptId`) has this code, whatever its case. */
export async function codeInUse(db: Executor, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        sql`upper(${coupons.code}) = ${code.toUpperCase()}`,
        exceptId === undefined ? undefined : sql`${coupons.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertCoupon(db: Executor, values: CouponValues) {
  const [row] = await db.insert(coupons).values(values).returning({ id: coupons.id });
  return row!.id;
}

/** Writes the fields; false when the coupon is gone. */
export async function updateCoupon(db: Executor, id: number, values: CouponValues): Promise<boolean> {
  const rows = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return rows.length > 0;
}

/** Flips the active flag in one statement; null when the coupon is gone. */
export async function toggleCouponActive(db: Executor, id: number) {
  const [row] = await db
    .update(coupons)
    .set({ isActive: sql`not ${coupons.isActive}` })
    .where(eq(coupons.id, id))
    .returning({ code: coupons.code, isActive: coupons.isActive });
  return row ?? null;
}

/** Limits the coupon to one kind of trip, or to every trip (`all`: no rows). */
export async function replaceCouponTrips(db: Executor, id: number, appliesTo: 'all' | 'tour' | 'trek') {
  await db.delete(couponTrips).where(eq(couponTrips.couponId, id));
  if (appliesTo !== 'all') await db.insert(couponTrips).values({ couponId: id, tripKind: appliesTo });
}

export async function deleteCoupon(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return rows.length > 0;
}

/** How many bookings (any state) used the coupon. */
export async function couponBookingCount(db: Executor, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookings).where(eq(bookings.couponId, id));
  return row?.n ?? 0;
}

/** The newest bookings that used the coupon, bounded. */
export function couponBookings(db: Executor, id: number) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      traveller: bookings.contactName,
      email: bookings.contactEmail,
      travel_date: bookings.travelDate,
      booked_at: bookings.createdAt,
      discount: bookings.discountAmount,
      currency: bookings.currency,
      status: bookings.status,
    })
    .from(bookings)
    .where(eq(bookings.couponId, id))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(ADMIN_COUPON_LIMITS.detailBookings);
}

// What bookings use of a coupon, through coupons.port.ts: its terms, and one use counted or given
// back inside the booking's transaction.

/** A coupon as a booking uses it: pricing's view, its id, and the limits checked per account. */
export interface CouponWithId {
  id: number;
  code: string;
  discountType: 'percent' | 'fixed';
  discountValue: number;
  minAmount: number | null;
  maxDiscount: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  usedCount: number;
  isActive: boolean;
  /** The trips it is limited to; null when it applies to every trip. */
  limitedTo: { tourIds: number[]; trekIds: number[]; kinds: ('tour' | 'trek')[] } | null;
  maxUsesPerUser: number | null;
  firstBookingOnly: boolean;
  /** What staff wrote about it, and its translations. */
  description: string | null;
  translations: ContentTranslations;
}

/** A coupon by code, whatever its case, with the trips it is limited to; null when unknown. */
export async function findCouponByCode(db: Executor, code: string): Promise<CouponWithId | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code.trim().toUpperCase()}`)
    .limit(1);
  return row ? withTrips(db, row) : null;
}

/** A coupon by id (the one a booking used), with the trips it is limited to; null when deleted. */
export async function findCouponById(db: Executor, id: number): Promise<CouponWithId | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row ? withTrips(db, row) : null;
}

async function withTrips(db: Executor, row: typeof coupons.$inferSelect): Promise<CouponWithId> {
  const links = await db
    .select({ tourId: couponTrips.tourId, trekId: couponTrips.trekId, tripKind: couponTrips.tripKind })
    .from(couponTrips)
    .where(eq(couponTrips.couponId, row.id));
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    translations: row.translations,
    discountType: row.discountType,
    discountValue: row.discountValue,
    minAmount: row.minAmount,
    maxDiscount: row.maxDiscount,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    isActive: row.isActive,
    maxUsesPerUser: row.maxUsesPerUser,
    firstBookingOnly: row.firstBookingOnly,
    limitedTo: links.length
      ? {
          tourIds: links.flatMap((link) => (link.tourId === null ? [] : [link.tourId])),
          trekIds: links.flatMap((link) => (link.trekId === null ? [] : [link.trekId])),
          kinds: links.flatMap((link) => (link.tripKind === null ? [] : [link.tripKind as 'tour' | 'trek'])),
        }
      : null,
  };
}

/**
 * Counts one use in one conditional statement, so concurrent bookings never redeem more than the
 * limit. False when the coupon is inactive, outside its dates or used up.
 */
export async function redeemCoupon(tx: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, id),
        eq(coupons.isActive, true),
        or(isNull(coupons.usageLimit), sql`${coupons.usedCount} < ${coupons.usageLimit}`),
        or(isNull(coupons.validFrom), lte(coupons.validFrom, now)),
        or(isNull(coupons.validUntil), gte(coupons.validUntil, now)),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** Gives one use back (a cancelled or expired booking). */
export async function releaseCoupon(tx: Executor, id: number) {
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, id));
}
