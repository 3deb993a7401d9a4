/**
 * What the benchmarks share: a database of their own to load (a temporary one on the PostgreSQL
 * server of DATABASE_URL or TEST_DATABASE_URL, else PGlite in memory) and percentiles.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  openMemoryPglite,
  openPostgres,
  type Database,
  type DatabaseHandle,
  type OpenOptions,
} from '../src/db/client.ts';

export interface BenchDatabase {
  handle: DatabaseHandle;
  label: string;
  /** Whether it holds a kept database's data already (REUSE=<name>). */
  loaded: boolean;
  /** PostgreSQL: the server processes serving this database (for their CPU time). */
  backends?: () => Promise<number[]>;
  /** Closes it and drops a temporary database (kept with KEEP=1 or REUSE). */
  close(): Promise<void>;
}

/** A fresh database named `trails_<prefix>_<random>`; KEEP=1 keeps it, REUSE=<name> opens a kept one. */
export async function openBenchDatabase(prefix: string, options: OpenOptions = {}): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openMemoryPglite(options);
    return { handle, label: 'PGlite (in memory)', loaded: false, close: () => handle.close() };
  }
  const reuse = process.env.REUSE;
  const name = reuse ?? `trails_${prefix}_${randomBytes(5).toString('hex')}`;
  if (!/^\w+$/.test(name)) throw new Error(`not a database name: ${name}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (!reuse) await admin.query(`CREATE DATABASE ${name}`);
  const version = (await admin.query('show server_version')).rows[0]?.server_version as string;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), options);
  return {
    handle,
    label: `PostgreSQL ${version}`,
    loaded: Boolean(reuse),
    backends: async () =>
      (await admin.query('select pid from pg_stat_activity where datname = $1', [name])).rows.map((row) =>
        Number(row.pid),
      ),
    async close() {
      await handle.close();
      if (process.env.KEEP || reuse) {
        await admin.end();
        console.log(`kept database ${name}`);
        return;
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * A freshly loaded catalogue as autovacuum leaves it over time: the destinations' old row versions
 * gone, statistics taken and the visibility map (for index-only scans) set. Loading in bulk
 * rewrites each destination row once per tour or review by trigger, within a few transactions, with
 * nothing able to prune the old versions (20,000 dead rows and 34 MB for 1,000 destinations), which
 * reviews and tours arriving over time never leave behind.
 */
export async function settle(db: Database): Promise<void> {
  await db.execute(sql`vacuum full destinations`);
  await db.execute(sql`vacuum analyze`);
}

/** The value below which `share` of the sorted samples lie. */
export const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
export const ms = (value: number) => `${value.toFixed(1)} ms`;
/** p50 and p95 of sorted samples; dashes without samples. */
export const quantiles = (sorted: number[]) =>
  sorted.length ? [ms(percentile(sorted, 0.5)), ms(percentile(sorted, 0.95))] : ['-', '-'];
