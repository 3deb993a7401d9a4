import { and, asc, eq, gt, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@trails/contracts/constants';
import type { Executor } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/sql.ts';

export type UserRow = typeof users.$inferSelect;
export type TokenScope = 'user' | 'admin';

export function findUserByEmail(db: Executor, email: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0]);
}

export function findUserById(db: Executor, id: number) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

/**
 * The one insert of an account, for every module that creates one (registration, the back office,
 * a traveller created on their behalf). With `ifEmailFree` an email already in use (any case) is no
 * error: nothing is inserted and the answer is `undefined`, so two creations racing for one new
 * email both go on, the loser reading the winner's row.
 */
export function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow>;
export function insertUser(
  db: Executor,
  values: typeof users.$inferInsert,
  options: { ifEmailFree: true },
): Promise<UserRow | undefined>;
export function insertUser(db: Executor, values: typeof users.$inferInsert, options?: { ifEmailFree: true }) {
  const insert = db.insert(users).values(values);
  return (options?.ifEmailFree ? insert.onConflictDoNothing() : insert)
    .returning()
    .then((rows) => (options?.ifEmailFree ? rows[0] : rows[0]!));
}

export function updateUser(db: Executor, id: number, values: Partial<typeof users.$inferInsert>) {
  return db
    .update(users)
    .set(values)
    .where(eq(users.id, id))
    .returning()
    .then((rows) => rows[0]);
}

export function insertToken(
  db: Executor,
  values: { userId: number; tokenHash: string; scope: TokenScope; expiresAt: Date; userAgent: string | null },
) {
  return db.insert(authTokens).values(values);
}

/** The live token (not revoked, not expired) with its user. */
export function findLiveToken(db: Executor, tokenHash: string, now: Date) {
  return db
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)))
    .limit(1)
    .then((rows) => rows[0]);
}

export function revokeToken(db: Executor, tokenId: number, now: Date) {
  return db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, tokenId));
}

export function touchToken(db: Executor, tokenId: number, now: Date) {
  return db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, tokenId));
}

/** Ends every live session of the user except the one making the request. */
export function revokeOtherTokens(db: Executor, userId: number, keepTokenId: number, now: Date) {
  return db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), ne(authTokens.id, keepTokenId), isNull(authTokens.revokedAt)));
}

/** The language this account's emails are written in. */
export async function findUserLocale(db: Executor, userId: number): Promise<string> {
  return (await findAccountLocale(db, userId)) ?? 'en';
}

/** The language an account uses the site in (`users.locale`), or null when there is no such account. */
export async function findAccountLocale(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.locale ?? null;
}

/** The blog link a traveller gives with their posts (the blogs module's "blog link" screen). */
export async function findBlogLink(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ blogLink: users.blogLink }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.blogLink ?? null;
}

export async function setBlogLink(db: Executor, userId: number, link: string): Promise<void> {
  await db.update(users).set({ blogLink: link, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Newsletters on or off for the account (campaigns' unsubscribe link); false when there is no such account. */
export function setMarketingOptOut(db: Executor, userId: number, optOut: boolean): Promise<boolean> {
  return db
    .update(users)
    .set({ marketingOptOut: optOut })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
    .then((rows) => rows.length === 1);
}

/** A staff or admin account (an executive a booking can be assigned to), or null. */
export async function findStaffMember(db: Executor, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, [...STAFF_ROLES]), eq(users.isBlocked, false)))
    .limit(1);
  return row ?? null;
}

/** Every staff and admin account that is not blocked, by name (bounded). */
export function listStaffMembers(db: Executor, limit = 200) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.role, [...STAFF_ROLES]), eq(users.isBlocked, false)))
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}

/** Traveller accounts (the booking desk's customer search) whose name, email or phone contains `search` (any case), by name, at most `limit`. */
export function searchCustomers(db: Executor, search: string, limit: number) {
  const pattern = likePattern(search);
  return db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.role, 'customer'),
        or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}

/** Signs the account out everywhere: every live bearer token is revoked (a password reset, a blocked account). */
export async function revokeAllTokens(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

/** Sets email_verified_at (kept if it was already set). */
export async function markEmailVerified(tx: Executor, userId: number, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** Deletes an account (the back office's Delete, for an account without bookings); false when there is none. */
export async function deleteUser(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}
