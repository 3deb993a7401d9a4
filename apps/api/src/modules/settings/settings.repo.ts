import { inArray, sql } from 'drizzle-orm';
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
