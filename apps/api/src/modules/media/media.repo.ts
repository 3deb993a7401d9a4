import type { Executor } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';

export type NewMediaRow = typeof media.$inferInsert;

export async function insertMedia(tx: Executor, values: NewMediaRow): Promise<void> {
  await tx.insert(media).values(values);
}
