import type { Executor } from '../../db/client.ts';
import { logActivity, type ActivityEntry } from './activity.repo.ts';

/**
 * The activity log, for other modules to write to. `log` takes the caller's database or
 * transaction, so an entry is written together with the change it records.
 */
export function createActivityService() {
  return {
    log: (executor: Executor, entry: ActivityEntry) => logActivity(executor, entry),
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
