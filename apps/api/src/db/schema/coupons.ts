import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, timestamps, translationsColumn } from './columns.ts';
import { tours, treks } from './catalogue.ts';

export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    description: text(),
    translations: translationsColumn(),
    discountType: text({ enum: ['percent', 'fixed'] }).notNull(),
    discountValue: money().notNull(),
    minAmount: money(),
    maxDiscount: money(),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    usageLimit: integer(),
    usedCount: integer().default(0).notNull(),
    /** How many of one account's bookings (not cancelled) may use the coupon; null for no limit. */
    maxUsesPerUser: integer(),
    /** Only for an account's first booking: one with no other booking that is not cancelled. */
    firstBookingOnly: boolean().default(false).notNull(),
    isActive: boolean().default(true).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(sql`upper(${t.code})`),
    index('coupons_active_idx').on(t.isActive),
    index('coupons_valid_until_idx').on(t.validUntil),
    index('coupons_created_at_idx').on(t.createdAt),
    check('coupons_type_check', sql`${t.discountType} in ('percent', 'fixed')`),
    check('coupons_value_check', sql`${t.discountValue} > 0`),
    check('coupons_percent_check', sql`${t.discountType} <> 'percent' or ${t.discountValue} <= 100`),
    check('coupons_usage_check', sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usageLimit} >= 0)`),
    check('coupons_max_uses_per_user_check', sql`${t.maxUsesPerUser} is null or ${t.maxUsesPerUser} >= 1`),
  ],
);

/** Coupons limited to some trips; a coupon without rows here applies to every trip. */
export const couponTrips = pgTable(
  'coupon_trips',
  {
    id: serial().primaryKey(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    tourId: integer().references(() => tours.id, { onDelete: 'cascade' }),
    trekId: integer().references(() => treks.id, { onDelete: 'cascade' }),
    /** Every trek (or every tour) rather than one: 'tour' | 'trek' with both ids null. */
    tripKind: text({ enum: ['tour', 'trek'] }),
  },
  (t) => [
    index('coupon_trips_coupon_idx').on(t.couponId),
    uniqueIndex('coupon_trips_tour_idx').on(t.couponId, t.tourId),
    uniqueIndex('coupon_trips_trek_idx').on(t.couponId, t.trekId),
    check('coupon_trips_target_check', sql`num_nonnulls(${t.tourId}, ${t.trekId}, ${t.tripKind}) = 1`),
    check('coupon_trips_kind_check', sql`${t.tripKind} is null or ${t.tripKind} in ('tour', 'trek')`),
  ],
);
