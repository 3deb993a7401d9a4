import type { Executor } from '../db/client.ts';
import { upsertSetting } from '../modules/settings/settings.repo.ts';

/** Stores a setting as the back office would, for a test's set-up. */
export function setSetting(db: Executor, values: { key: string; value: string; type: string; isPublic: boolean }) {
  return upsertSetting(db, values);
}
