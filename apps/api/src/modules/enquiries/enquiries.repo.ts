import type { Executor } from '../../db/client.ts';
import { enquiries, notifications } from '../../db/schema/index.ts';

export type NewEnquiryRow = typeof enquiries.$inferInsert;

export async function insertEnquiry(tx: Executor, values: NewEnquiryRow): Promise<number> {
  const [row] = await tx.insert(enquiries).values(values).returning({ id: enquiries.id });
  return row!.id;
}

/** A notification every staff member sees (user_id null). */
export async function notifyStaffOfEnquiry(tx: Executor, values: { title: string; message: string; link: string }) {
  await tx.insert(notifications).values({ userId: null, type: 'enquiry', ...values });
}
