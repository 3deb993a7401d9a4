import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customPackages } from '../../db/schema/index.ts';
import { totalOf } from '../../lib/sql.ts';
import { settingValueSql } from '../settings/settings.reader.ts';

export type CustomPackageRow = typeof customPackages.$inferSelect;
export type NewCustomPackageRow = typeof customPackages.$inferInsert;

export async function insertCustomPackage(tx: Executor, values: NewCustomPackageRow): Promise<CustomPackageRow> {
  const [row] = await tx.insert(customPackages).values(values).returning();
  return row!;
}

/**
 * One page of the user's own requests, newest first, with the total and the site currency (quotes
 * are in it) in the same statement. Only a page past the end needs a second one, for the total.
 */
export async function pageOfOwnCustomPackages(db: Executor, userId: number, page: number, perPage: number) {
  const own = eq(customPackages.userId, userId);
  const matching = db.select({ n: count() }).from(customPackages).where(own);
  const rows = await db
    .select({
      row: customPackages,
      total: totalOf(matching),
      currency: settingValueSql('currency'),
    })
    .from(customPackages)
    .where(own)
    .orderBy(desc(customPackages.createdAt), desc(customPackages.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  if (rows.length > 0 || page === 1)
    return { rows: rows.map((item) => item.row), total: rows[0]?.total ?? 0, currency: rows[0]?.currency ?? null };
  const [total] = await matching;
  return { rows: [], total: total?.n ?? 0, currency: null };
}

/** An erased account's custom trips keep their trip data; the contact and free text are cleared. */
export async function eraseCustomPackageContacts(
  tx: Executor,
  userId: number,
  erased: { name: string; address: string },
): Promise<void> {
  await tx
    .update(customPackages)
    .set({ contactName: erased.name, contactEmail: erased.address, contactPhone: null, specialRequirements: null })
    .where(eq(customPackages.userId, userId));
}
