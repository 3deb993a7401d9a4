import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCustomPackagesQuery } from '@trails/contracts/admin-custom-packages';
import type { Executor } from '../../db/client.ts';
import { bookings, customPackages, users } from '../../db/schema/index.ts';
import { pageWithTotal, totalOf } from '../../lib/sql.ts';
import { settingValueSql } from '../settings/settings.reader.ts';
import type { CustomPackageRow } from './custom-packages.repo.ts';

/** A request with its account, its booking (once converted) and the site currency. */
const adminColumns = {
  row: customPackages,
  userName: users.name,
  userEmail: users.email,
  bookingId: bookings.id,
  bookingReference: bookings.reference,
  currency: settingValueSql('currency'),
};

export interface AdminCustomPackageView {
  row: CustomPackageRow;
  userName: string;
  userEmail: string;
  bookingId: number | null;
  bookingReference: string | null;
  currency: string | null;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

function filters(query: AdminCustomPackagesQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(customPackages.status, query.status));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(customPackages.contactName, pattern),
        ilike(customPackages.contactEmail, pattern),
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        sql`${customPackages.destinations}::text ilike ${pattern}`,
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** One page, newest first, with the total in the same statement (only a page past the end asks again). */
export async function pageOfCustomPackages(db: Executor, query: AdminCustomPackagesQuery) {
  const where = filters(query);
  const matching = db
    .select({ n: count() })
    .from(customPackages)
    .innerJoin(users, eq(users.id, customPackages.userId))
    .where(where);
  const rows = await db
    .select({ ...adminColumns, total: totalOf(matching) })
    .from(customPackages)
    .innerJoin(users, eq(users.id, customPackages.userId))
    .leftJoin(bookings, eq(bookings.customPackageId, customPackages.id))
    .where(where)
    .orderBy(desc(customPackages.createdAt), desc(customPackages.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return pageWithTotal(rows, query.page, () => matching);
}

/** The four cards: every request, and those requested, quoted and confirmed. */
export async function customPackageCounts(db: Executor) {
  const [row] = await db
    .select({
      total: count(),
      requested: sql<number>`count(*) filter (where ${customPackages.status} = 'requested')`.mapWith(Number),
      quoted: sql<number>`count(*) filter (where ${customPackages.status} = 'quoted')`.mapWith(Number),
      confirmed: sql<number>`count(*) filter (where ${customPackages.status} = 'confirmed')`.mapWith(Number),
    })
    .from(customPackages);
  return row ?? { total: 0, requested: 0, quoted: 0, confirmed: 0 };
}

export async function findAdminCustomPackage(db: Executor, id: number): Promise<AdminCustomPackageView | null> {
  const [row] = await db
    .select(adminColumns)
    .from(customPackages)
    .innerJoin(users, eq(users.id, customPackages.userId))
    .leftJoin(bookings, eq(bookings.customPackageId, customPackages.id))
    .where(eq(customPackages.id, id))
    .limit(1);
  return row ?? null;
}

/** Locks one request for a change that depends on its state. */
export async function lockCustomPackage(tx: Executor, id: number): Promise<CustomPackageRow | null> {
  const [row] = await tx.select().from(customPackages).where(eq(customPackages.id, id)).limit(1).for('update');
  return row ?? null;
}

/** Locks one of the user's own requests. */
export async function lockOwnCustomPackage(tx: Executor, id: number, userId: number): Promise<CustomPackageRow | null> {
  const [row] = await tx
    .select()
    .from(customPackages)
    .where(and(eq(customPackages.id, id), eq(customPackages.userId, userId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updateCustomPackage(
  tx: Executor,
  id: number,
  values: Partial<typeof customPackages.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(customPackages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customPackages.id, id))
    .returning({ id: customPackages.id });
  return rows.length > 0;
}

export async function bookingOfCustomPackage(tx: Executor, id: number) {
  const [row] = await tx
    .select({ id: bookings.id, reference: bookings.reference })
    .from(bookings)
    .where(eq(bookings.customPackageId, id))
    .limit(1);
  return row ?? null;
}

export async function deleteCustomPackage(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(customPackages).where(eq(customPackages.id, id)).returning({ id: customPackages.id });
  return rows.length > 0;
}
