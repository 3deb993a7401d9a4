import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

export function readSettings(db: Executor, keys: readonly string[]) {
  return db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]))
    .then((rows) => Object.fromEntries(rows.map((row) => [row.key, row.value])) as Record<string, string>);
}

export function upsertSetting(db: Executor, values: { key: string; value: string; type: string; isPublic: boolean }) {
  return db
    .insert(settings)
    .values(values)
    .onConflictDoUpdate({
      target: settings.key,
      set: {
        value: sql`excluded.value`,
        type: sql`excluded.type`,
        isPublic: sql`excluded.is_public`,
        updatedAt: new Date(),
      },
    });
}

/**
 * A setting's stored value as a scalar subquery (null when never saved), for a list that shows it
 * beside its rows: the list stays one statement.
 */
export function settingValueSql(key: string) {
  return sql<string | null>`(select ${settings.value} from ${settings} where ${settings.key} = ${key})`;
}

/**
 * A private setting (one no list or public answer shows) made once: the stored value, or `fresh`
 * stored as it when the key has none yet (two first callers at once agree on the first write).
 */
export async function privateSetting(db: Executor, key: string, fresh: string): Promise<string> {
  await db.insert(settings).values({ key, value: fresh, type: 'secret', isPublic: false }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row!.value;
}
