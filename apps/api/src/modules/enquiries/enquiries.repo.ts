import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { enquiries } from '../../db/schema/index.ts';

export type NewEnquiryRow = typeof enquiries.$inferInsert;

export async function insertEnquiry(tx: Executor, values: NewEnquiryRow): Promise<number> {
  const [row] = await tx.insert(enquiries).values(values).returning({ id: enquiries.id });
  return row!.id;
}

/** An erased account's enquiries keep their trip data; the contact and free text are cleared. */
export async function eraseEnquiryContacts(
  tx: Executor,
  userId: number,
  erased: { name: string; address: string },
): Promise<void> {
  await tx
    .update(enquiries)
    .set({ name: erased.name, email: erased.address, phone: null, message: null })
    .where(eq(enquiries.userId, userId));
}
