import cluster from 'node:cluster';
import { loadConfig, type Config } from './config.ts';

/** A worker that stops this soon after it started is not started again (a setting is wrong). */
const CRASH_LOOP_MS = 5_000;

/**
 * Starts the server: open the database, migrate, load demo data into an empty one, listen. With
 * WEB_CONCURRENCY=N above 1 (PostgreSQL only), this process prepares the database once and then
 * runs N workers that share the port (node:cluster), each a whole server: the outbox, hold expiry
 * and newsletters claim their rows in the database, so each job runs once whichever worker takes it.
 */
async function main() {
  const config = loadConfig();
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) return runPrimary(config);
  return runServer(config, { prepare: cluster.isPrimary });
}

// The app's modules load only once the settings are known to be usable: a refusal is immediate.
const loadServerModules = async () => ({
  ...(await import('./app.ts')),
  ...(await import('./background.ts')),
  ...(await import('./db/client.ts')),
  ...(await import('./db/prepare.ts')),
});

async function runServer(config: Config, { prepare }: { prepare: boolean }) {
  const { buildApp, startBackgroundWork, openDatabase, prepareDatabase } = await loadServerModules();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let background: ReturnType<typeof startBackgroundWork> | undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down${cluster.isWorker ? ` worker ${process.pid}` : ''}`);
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
    const seeded = prepare ? await prepareDatabase(database, { seedDemo: config.SEED_DEMO }) : false;
    app = await buildApp({ config, database });
    if (seeded) app.log.info('Loaded the demo data into the empty database');
    await app.listen({ port: config.PORT, host: config.HOST });
    background = startBackgroundWork({ db: database.db, config, logger: app.log, publicData: app.publicCache });
    // performance.now() counts from the process start, so this includes a build that `npm start` ran.
    const seconds = (performance.now() / 1000).toFixed(1);
    const who = cluster.isWorker ? `, worker ${process.pid}` : '';
    app.log.info(
      `Himalaya Trails is running at http://localhost:${config.PORT} (${config.NODE_ENV}, Node ${process.version}${who}, ready in ${seconds} s)`,
    );
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/** Prepares the database once, then keeps WEB_CONCURRENCY workers running until told to stop. */
async function runPrimary(config: Config) {
  const workers = config.WEB_CONCURRENCY;
  if (!config.DATABASE_URL) {
    throw new Error(
      `WEB_CONCURRENCY=${workers} needs PostgreSQL (set DATABASE_URL): the built-in PGlite database is used by one process only. ` +
        'Unset WEB_CONCURRENCY (or set it to 1) to run on PGlite.',
    );
  }
  const { openDatabase, prepareDatabase } = await loadServerModules();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    if (await prepareDatabase(database, { seedDemo: config.SEED_DEMO }))
      console.log('Loaded the demo data into the empty database');
  } finally {
    await database.close();
  }

  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) return;
    console.error(`worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`})`);
    if (lived < CRASH_LOOP_MS) {
      console.error(`it stopped ${lived} ms after it started: not starting it again; stopping the server`);
      void stop('worker failure', 1);
      return;
    }
    fork();
  });

  const stop = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    const running = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (running.length === 0) process.exit(exitCode);
    // Each worker finishes its requests and background work, then exits (see runServer).
    await Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop('SIGINT received'));
  process.on('SIGTERM', () => void stop('SIGTERM received'));

  for (let index = 0; index < workers; index += 1) fork();
  console.log(`Himalaya Trails: ${workers} server processes on port ${config.PORT} (primary ${process.pid})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
