import type { Executor } from '../../db/client.ts';
import { readSettings as readStored } from './settings.repo.ts';

/**
 * The settings reader other modules use: the stored values of these keys (a key never saved is
 * absent), read with the caller's executor, so a transaction reads what it wrote. The settings
 * table is read only here and by the settings module itself.
 */
export function readSettings(db: Executor, keys: readonly string[]): Promise<Record<string, string>> {
  return readStored(db, keys);
}
