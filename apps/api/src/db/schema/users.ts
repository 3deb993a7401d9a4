import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** What the back office's search boxes match in an account: its name and email. */
const userSearchExpression = (t: { name: AnyPgColumn; email: AnyPgColumn }) => sql`(${t.name} || ' ' || ${t.email})`;

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    phone: text(),
    address: text(),
    role: text({ enum: ['customer', 'staff', 'admin'] })
      .default('customer')
      .notNull(),
    blogLink: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    isBlocked: boolean().default(false).notNull(),
    lastLoginAt: timestamp({ withTimezone: true }),
    /** The site language the account last used: its emails are written in it. */
    locale: text().default('en').notNull(),
    /** The traveller asked for no newsletters: campaigns skip the account. */
    marketingOptOut: boolean().default(false).notNull(),
    /** The owner deleted the account: its personal data is erased, its bookings are kept. */
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    // The back office's users list: sorts and status filter.
    index('users_name_idx').on(t.name),
    index('users_last_login_idx').on(t.lastLoginAt),
    index('users_blocked_idx').on(t.isBlocked),
    index('users_search_trgm_idx').using('gin', sql`${userSearchExpression(t)} gin_trgm_ops`),
    check('users_role_check', sql`${t.role} in ('customer', 'staff', 'admin')`),
    check('users_locale_check', sql`${t.locale} in ('en', 'hi', 'es', 'fr', 'de')`),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text().notNull(),
    /** 'user' for the public site, 'admin' for the back office. */
    scope: text({ enum: ['user', 'admin'] }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_idx').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId),
    check('auth_tokens_scope_check', sql`${t.scope} in ('user', 'admin')`),
  ],
);

/** Single-use links to choose a new password; only the token's hash is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** Single-use links that confirm an account's email address; only the token's hash is stored. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    /** The address the link was sent to: it verifies that address only, not one set since. */
    email: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('email_verification_tokens_hash_idx').on(t.tokenHash),
    index('email_verification_tokens_user_idx').on(t.userId, t.createdAt),
  ],
);
