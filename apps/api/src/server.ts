import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { startBackgroundWork } from './background.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';

/** Starts the server: open the database, migrate, load demo data into an empty one, listen. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let background: ReturnType<typeof startBackgroundWork> | undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    try {
      await background?.stop();
      if (app) await app.close();
      else await database.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    const seeded = await prepareDatabase(database, { seedDemo: config.SEED_DEMO });
    app = await buildApp({ config, database });
    if (seeded) app.log.info('Loaded the demo data into the empty database');
    await app.listen({ port: config.PORT, host: config.HOST });
    background = startBackgroundWork({ db: database.db, config, logger: app.log, publicData: app.publicCache });
    // performance.now() counts from the process start, so this includes a build that `npm start` ran.
    const seconds = (performance.now() / 1000).toFixed(1);
    app.log.info(`Himalaya Trails is running at http://localhost:${config.PORT} (${config.NODE_ENV}, Node ${process.version}, ready in ${seconds} s)`);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
