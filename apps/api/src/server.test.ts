import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_INDEX_HTML, testDatabaseKind } from './test/context.ts';

const serverFile = path.resolve(import.meta.dirname, 'server.ts');
let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trails-server-'));
  fs.mkdirSync(path.join(dataDir, 'web', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'web', 'index.html'), TEST_INDEX_HTML);
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `node server.ts` with these variables; its output as it comes, and a wait for a line in it. */
function startServer(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'web'),
      WEB_SERVER_DIST_DIR: path.join(dataDir, 'web-server'),
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters) waiter();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    /** Resolves once `found` sees what it looks for in the output; fails if the server exits first. */
    until<T>(found: (output: string) => T | undefined): Promise<T> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const result = found(output);
          if (result === undefined) return;
          waiters.delete(check);
          resolve(result);
        };
        waiters.add(check);
        void exited.then((code) => {
          if (waiters.delete(check)) reject(new Error(`the server exited (${code}) first:\n${output}`));
        });
        check();
      });
    },
  };
}

const logLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { pid: number; msg: string; url?: string; reqId?: string });

describe('WEB_CONCURRENCY', () => {
  it('stops with a clear message on PGlite when asked for more than one process', async () => {
    const server = startServer({ WEB_CONCURRENCY: '2' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('WEB_CONCURRENCY=2 needs PostgreSQL (set DATABASE_URL)');
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'runs two workers on PostgreSQL that both answer, and stops them both on SIGTERM',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const name = `trails_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const port = await freePort();
      const server = startServer({
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        DATABASE_URL: url.toString(),
        LOG_LEVEL: 'debug',
      });
      try {
        const workers = await server.until((output) => {
          const ready = logLines(output).filter((line) => line.msg.startsWith('Himalaya Trails is running'));
          return ready.length === 2 ? ready.map((line) => line.pid) : undefined;
        });
        expect(new Set(workers).size).toBe(2);

        // A new connection each time: the primary hands connections to the workers in turn.
        const ids: string[] = [];
        for (let request = 0; request < 4; request += 1) {
          const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
            headers: { connection: 'close', 'x-request-id': `probe-${request}` },
          });
          expect(response.status).toBe(200);
          expect(((await response.json()) as { data: { database: string } }).data.database).toBe('postgres');
          ids.push(`probe-${request}`);
        }
        const answeredBy = await server.until((output) => {
          const answered = logLines(output).filter((line) => line.reqId && ids.includes(line.reqId));
          return answered.length === ids.length ? answered.map((line) => line.pid) : undefined;
        });
        expect(new Set(answeredBy)).toEqual(new Set(workers));

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        for (const pid of workers) expect(server.output()).toContain(`shutting down worker ${pid}`);
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    60_000,
  );
});
