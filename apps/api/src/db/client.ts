import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDirectoryLock, type DirectoryLock } from './lock.ts';

export type Schema = typeof schema;
/** The same typed query API over PGlite and over node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or a transaction: repositories accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Where to report a connection the server dropped while it sat idle (a restart, a network
   * blip). The process keeps serving; requests during the outage answer 503.
   */
  onConnectionError?(report: (error: Error) => void): void;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');
const extensions = { pg_trgm };

/** Options of a database handle; `logger` sees every statement Drizzle runs (the tests count them). */
export interface OpenOptions {
  logger?: Logger;
}

/** PostgreSQL server through `pg`. */
export function openPostgres(url: string, options: OpenOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection the server drops emits 'error' on its client; with no listener that would end the
  // process. pg-pool listens only while a client sits idle, so each client gets its own listener
  // for its whole life, checked out (inside a transaction) or not. The query that was running fails
  // (its request answers 503) and the pool replaces the client when it comes back.
  let report = (error: Error) => console.error(`Database connection lost: ${error.message}`);
  pool.on('connect', (client) => client.on('error', (error) => report(error)));
  // The pool repeats an idle client's error on itself; the client's own listener has reported it.
  pool.on('error', () => {});
  releaseClientsThatEnd(pool);
  const db = drizzlePg(pool, { schema, casing: 'snake_case', ...options });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
    onConnectionError(listener) {
      report = listener;
    },
  };
}

/**
 * Drizzle's transaction releases its client only after BEGIN succeeded: a connection that dies
 * before would hold its pool slot for ever (ten such and every query waits; closing the pool never
 * ends). So a client checked out for a transaction goes back to the pool (which drops it) as soon as
 * its connection ends, and the release Drizzle calls later is a no-op. `pool.query` passes a
 * callback and always releases; it is left as it is.
 */
function releaseClientsThatEnd(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  const guarded = (callback?: unknown) => {
    if (callback) return connect(callback);
    return connect()!.then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const onEnd = () => releaseOnce(new Error('Connection terminated'));
      function releaseOnce(error?: Error | boolean) {
        if (released) return;
        released = true;
        client.removeListener('end', onEnd);
        release(error);
      }
      client.once('end', onEnd);
      client.release = releaseOnce;
      return client;
    });
  };
  pool.connect = guarded as typeof pool.connect;
}

/** An in-memory PGlite, for tests. */
export async function openMemoryPglite(options: OpenOptions = {}): Promise<DatabaseHandle> {
  const client = await PGlite.create({ extensions });
  return wrapPglite(client, async () => {}, options);
}

/**
 * PGlite in `<dataDir>/pgdata`, guarded: one process at a time (lock file), and a first
 * initialisation that is either complete or absent (made in a temporary folder, then renamed).
 */
export async function openPgliteDirectory(dataDir: string): Promise<DatabaseHandle> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = acquireDirectoryLock(path.join(dataDir, 'pgdata.lock'));
  try {
    const target = path.join(dataDir, 'pgdata');
    removeInterruptedInitialisations(dataDir);
    if (!fs.existsSync(target)) await initialiseAtomically(target);
    const client = await PGlite.create({ dataDir: target, extensions });
    return wrapPglite(client, async () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * A `pgdata.init-<pid>` folder is a first start that was interrupted before its rename. Only the
 * lock holder initialises, so while we hold the lock every such folder is stale.
 */
function removeInterruptedInitialisations(dataDir: string): void {
  for (const name of fs.readdirSync(dataDir)) {
    if (name.startsWith('pgdata.init-')) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
}

async function initialiseAtomically(target: string): Promise<void> {
  const staging = `${target}.init-${process.pid}`;
  const client = await PGlite.create({ dataDir: staging, extensions });
  await client.close();
  fs.renameSync(staging, target);
}

function wrapPglite(client: PGlite, afterClose: () => Promise<void>, options: OpenOptions = {}): DatabaseHandle {
  const db = drizzlePglite(client, { schema, casing: 'snake_case', ...options });
  let closed = false;
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
      await afterClose();
    },
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return Promise.resolve(openPostgres(options.databaseUrl));
  return openPgliteDirectory(options.dataDir);
}

export type { DirectoryLock };
