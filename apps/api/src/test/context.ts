import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import pg from 'pg';
import type { UserRole } from '@trails/contracts/constants';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openMemoryPglite, openPostgres, type DatabaseHandle, type OpenOptions } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import type { App } from '../lib/types.ts';

/** Which database the API tests run on: PGlite in memory, or a fresh database on TEST_DATABASE_URL. */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** Every SQL statement the test's database runs, in order, while someone is recording. */
class StatementLog {
  statements: string[] | null = null;
  logQuery(query: string): void {
    this.statements?.push(query);
  }
}

async function openTestDatabase(
  options: OpenOptions,
): Promise<{ handle: DatabaseHandle; url?: string; drop: () => Promise<void> }> {
  if (testDatabaseKind === 'pglite') return { handle: await openMemoryPglite(options), drop: async () => {} };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `trails_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    handle: openPostgres(url.toString(), options),
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestContext {
  app: App;
  db: DatabaseHandle['db'];
  config: Config;
  dataDir: string;
  /**
   * The SQL statements `run` makes the database execute (run one request at a time: statements of
   * anything else running meanwhile are counted too).
   */
  statementsOf<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
  /** Every route the app registered (HEAD twins of GET routes included). */
  routes: { method: string; url: string }[];
  /**
   * A second app on the same PostgreSQL database, as a second server process would be (its own
   * connections, caches and counters), closed with the context. Only on TEST_DB=postgres.
   */
  anotherApp(overrides?: Partial<Config>): Promise<App>;
  /**
   * A second connection pool on the same PostgreSQL database, as another server process has (for
   * background work run by two processes), closed with the context. Only on TEST_DB=postgres.
   */
  anotherDatabase(): DatabaseHandle['db'];
  close(): Promise<void>;
  /** Insert an account directly; password defaults to 'secret123'. */
  createUser(options?: {
    role?: UserRole;
    email?: string;
    name?: string;
    password?: string;
    isBlocked?: boolean;
  }): Promise<{ id: number; email: string; password: string }>;
  /** Sign in through the API and return the bearer token. */
  login(email: string, password: string, scope?: 'user' | 'admin'): Promise<string>;
  /** A new account of that role, signed in on the matching side. */
  tokenFor(role: UserRole): Promise<{ token: string; userId: number; email: string }>;
}

export const TEST_INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Himalaya Trails</title></head><body><div id="root"></div></body></html>';

let counter = 0;

export async function createTestContext(
  overrides: Partial<Config> = {},
  options: { onRoute?: (route: RouteOptions) => void } = {},
): Promise<TestContext> {
  const statementLog = new StatementLog();
  const { handle, url: databaseUrl, drop } = await openTestDatabase({ logger: statementLog });
  await handle.migrate();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trails-test-'));
  const webDist = path.join(dataDir, 'web');
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), TEST_INDEX_HTML);
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("app");'.repeat(100));
  const configWith = (more: Partial<Config>) =>
    loadConfig(
      {},
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDist,
        // No server build: pages are served as the browser renders them, unless a test asks.
        WEB_SERVER_DIST_DIR: path.join(dataDir, 'web-server'),
        AUTH_RATE_LIMIT: 1000,
        BOOKING_RATE_LIMIT: 1000,
        SEED_DEMO: false,
        ...more,
      },
    );
  const config = configWith(overrides);
  const routes: TestContext['routes'] = [];
  const app = await buildApp({
    config,
    database: handle,
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      options.onRoute?.(route);
    },
  });
  await app.ready();
  const others: App[] = [];
  const otherDatabases: DatabaseHandle[] = [];

  const context: TestContext = {
    app,
    db: handle.db,
    config,
    dataDir,
    routes,
    async anotherApp(more = {}) {
      if (!databaseUrl) throw new Error('a second app on one database needs TEST_DB=postgres');
      // Its own data folder: what it shares with the first app, it shares through the database.
      const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trails-test-'));
      const other = await buildApp({
        config: configWith({ DATA_DIR: otherDir, ...overrides, ...more }),
        database: openPostgres(databaseUrl),
      });
      other.addHook('onClose', async () => fs.rmSync(otherDir, { recursive: true, force: true }));
      others.push(other);
      await other.ready();
      return other;
    },
    async statementsOf(run) {
      // What a request costs uncached: the response cache would answer a repeat with no SQL.
      await app.publicCache.invalidate();
      const statements: string[] = [];
      statementLog.statements = statements;
      try {
        return { result: await run(), statements };
      } finally {
        statementLog.statements = null;
      }
    },
    anotherDatabase() {
      if (!databaseUrl) throw new Error('a second database handle needs TEST_DB=postgres');
      const other = openPostgres(databaseUrl);
      otherDatabases.push(other);
      return other.db;
    },
    async close() {
      for (const other of others) await other.close();
      for (const other of otherDatabases) await other.close();
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async createUser(options = {}) {
      counter += 1;
      const email = options.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.test`;
      const password = options.password ?? 'secret123';
      const [row] = await handle.db
        .insert(users)
        .values({
          name: options.name ?? `Test User ${counter}`,
          email,
          passwordHash: await hashPassword(password),
          role: options.role ?? 'customer',
          isBlocked: options.isBlocked ?? false,
        })
        .returning({ id: users.id });
      return { id: row!.id, email, password };
    },
    async login(email, password, scope = 'user') {
      const response = await app.inject({
        method: 'POST',
        url: scope === 'admin' ? '/api/admin/auth/login' : '/api/auth/login',
        payload: { email, password },
      });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return response.json().data.token as string;
    },
    async tokenFor(role) {
      const user = await context.createUser({ role });
      const token = await context.login(user.email, user.password, role === 'customer' ? 'user' : 'admin');
      return { token, userId: user.id, email: user.email };
    },
  };
  return context;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Staff change a destination through PUT /api/admin/destinations/:id: its current fields with `changes`. */
export async function updateDestinationAsStaff(app: App, token: string, id: number, changes: Record<string, unknown>) {
  const current = (await app.inject({ url: `/api/admin/destinations/${id}`, headers: bearer(token) })).json().data;
  const { id: _id, created_at: _created, updated_at: _updated, ...body } = current;
  return app.inject({
    method: 'PUT',
    url: `/api/admin/destinations/${id}`,
    headers: bearer(token),
    payload: { ...body, ...changes },
  });
}
