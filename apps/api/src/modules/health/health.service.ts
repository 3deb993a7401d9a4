import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export function createHealthService(db: Database, driver: 'pglite' | 'postgres') {
  return {
    driver,
    /** Whether the database answers a trivial query. */
    async databaseAnswers(): Promise<boolean> {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
