import type { DatabaseHandle } from './client.ts';
import { isDatabaseEmpty, seedDemoData } from './seed/index.ts';

/** Migrate, then load the demo data when asked and the database is empty. Returns whether it seeded. */
export async function prepareDatabase(database: DatabaseHandle, options: { seedDemo: boolean }): Promise<boolean> {
  await database.migrate();
  if (!options.seedDemo || !(await isDatabaseEmpty(database.db))) return false;
  await seedDemoData(database.db);
  return true;
}
