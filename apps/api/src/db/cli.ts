import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { isDatabaseEmpty, seedDemoData } from './seed/index.ts';

/** `npm run db:migrate` and `npm run db:seed` (the seed refuses a database that already has data). */
async function main(command: string | undefined) {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    console.log('Migrations applied');
    if (command === 'seed') {
      if (!(await isDatabaseEmpty(database.db))) {
        console.log('The database already has data; demo data not loaded.');
      } else {
        await seedDemoData(database.db);
        console.log('Demo data loaded');
      }
    } else if (command !== 'migrate') {
      throw new Error(`Unknown command "${command ?? ''}": use migrate or seed`);
    }
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
