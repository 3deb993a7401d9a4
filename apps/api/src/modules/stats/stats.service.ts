import type { Stats } from '@trails/contracts/catalogue';
import type { Database } from '../../db/client.ts';
import { publicCounts } from './stats.repo.ts';

export function createStatsService(db: Database) {
  return {
    get: (): Promise<Stats> => publicCounts(db),
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
