import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns.ts';
import { users } from './users.ts';

/** A custom package's quote as stored (see the contracts' customPackageQuoteBody). */
export interface StoredCustomPackageQuote {
  price_per_person: number;
  total_price: number;
  days: { day: number; title: string; description: string | null }[];
  inclusions: string[];
  exclusions: string[];
  valid_until: string;
}

export const customPackages = pgTable(
  'custom_packages',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    destinations: jsonb().$type<string[]>().default([]).notNull(),
    durationDays: integer().notNull(),
    durationNights: integer().notNull(),
    budgetMin: money().notNull(),
    budgetMax: money().notNull(),
    hotelStars: integer().default(3).notNull(),
    travelers: integer().default(2).notNull(),
    travelDate: date({ mode: 'string' }).notNull(),
    specialRequirements: text(),
    contactName: text().notNull(),
    contactEmail: text().notNull(),
    contactPhone: text(),
    status: text({ enum: ['requested', 'quoted', 'confirmed', 'cancelled'] })
      .default('requested')
      .notNull(),
    assignedTo: text(),
    notes: text(),
    quotedPrice: money(),
    /** The quote staff wrote (prices, day-by-day plan, inclusions, exclusions, valid until). */
    quote: jsonb().$type<StoredCustomPackageQuote>(),
    /** When the quote was last emailed to the traveller. */
    quoteSentAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('custom_packages_user_idx').on(t.userId),
    index('custom_packages_status_idx').on(t.status, t.createdAt),
    index('custom_packages_created_at_idx').on(t.createdAt),
    check('custom_packages_days_check', sql`${t.durationDays} between 1 and 25`),
    check('custom_packages_nights_check', sql`${t.durationNights} between 0 and 24`),
    check('custom_packages_budget_check', sql`${t.budgetMin} >= 0 and ${t.budgetMax} > ${t.budgetMin}`),
    check('custom_packages_hotel_check', sql`${t.hotelStars} between 3 and 5`),
    check('custom_packages_travelers_check', sql`${t.travelers} between 1 and 10`),
    check('custom_packages_status_check', sql`${t.status} in ('requested', 'quoted', 'confirmed', 'cancelled')`),
  ],
);
