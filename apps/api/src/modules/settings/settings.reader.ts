import type { Executor } from '../../db/client.ts';
import { privateSetting, readSettings as readStored, settingValueSql } from './settings.repo.ts';

/**
 * The settings reader other modules use: the stored values of these keys (a key never saved is
 * absent), read with the caller's executor, so a transaction reads what it wrote. The settings
 * table is read only here and by the settings module itself.
 */
export function readSettings(db: Executor, keys: readonly string[]): Promise<Record<string, string>> {
  return readStored(db, keys);
}

/**
 * `settingValueSql(key)`: a setting's value as a subquery, for a list query that shows it beside its
 * rows (one statement per list request). `privateSetting(db, key, fresh)`: a private key made once
 * (campaigns sign unsubscribe links with one).
 */
export { privateSetting, settingValueSql };
