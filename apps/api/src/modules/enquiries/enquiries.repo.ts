import type { Executor } from '../../db/client.ts';
import { enquiries } from '../../db/schema/index.ts';

export type NewEnquiryRow = typeof enquiries.$inferInsert;

export async function insertEnquiry(tx: Executor, values: NewEnquiryRow): Promise<number> {
  const [row] = await tx.insert(enquiries).values(values).returning({ id: enquiries.id });
  return row!.id;
}
