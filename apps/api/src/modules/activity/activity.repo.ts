import type { Executor } from '../../db/client.ts';
import { activityLogs } from '../../db/schema/index.ts';

export interface ActivityEntry {
  userId: number | null;
  type: string;
  action: string;
  description: string;
  subjectId?: number | null;
  metadata?: Record<string, unknown>;
  ip?: string | null;
}

/** Record what staff and travellers did, for the dashboard feed and the audit log. */
export function logActivity(db: Executor, entry: ActivityEntry) {
  return db.insert(activityLogs).values({
    userId: entry.userId,
    type: entry.type,
    action: entry.action,
    description: entry.description,
    subjectId: entry.subjectId ?? null,
    metadata: entry.metadata ?? {},
    ip: entry.ip ?? null,
  });
}
