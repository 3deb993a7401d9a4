/**
 * `npm run bench`: public API throughput against the ceiling of raw `node:http` serving the same bytes.
 *
 * Starts the product (PGlite in a temporary folder, and a PostgreSQL server too when DATABASE_URL is
 * set) in production mode with production logging, fetches each endpoint's answer once, starts a raw
 * `node:http` server that answers those same bytes and headers, then runs autocannon against both,
 * one after the other. Servers run on CPU 0 and the load generator on CPU 1 when `taskset` exists.
 *
 *   BENCH_SECONDS (default 8) per run, BENCH_CONNECTIONS (default 10), BENCH_ENDPOINTS (a comma-separated
 *   subset of the endpoints below), BENCH_PIN=0 (no CPU pinning). WEB_CONCURRENCY=N (PostgreSQL only)
 *   runs the product as N processes; they share the machine's CPUs with the load generator.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const workers = Number(process.env.WEB_CONCURRENCY ?? 1);
const hasTaskset =
  process.env.BENCH_PIN !== '0' &&
  workers === 1 &&
  spawnSync('taskset', ['-c', '0', 'true']).status === 0 &&
  os.availableParallelism() > 1;

const ALL_ENDPOINTS = [
  '/api/tours',
  '/api/treks',
  '/api/destinations',
  '/api/destinations?limit=6&sort=trending',
  '/api/tours/1',
  '/api/treks/1',
  '/api/destinations/1',
  '/api/reviews',
  '/api/stats',
  '/api/settings',
  '/api/search?q=manali',
  '/api/health',
];
const ENDPOINTS = process.env.BENCH_ENDPOINTS
  ? ALL_ENDPOINTS.filter((url) => process.env.BENCH_ENDPOINTS!.split(',').includes(url))
  : ALL_ENDPOINTS;

interface Result {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

function pinned(cpu: number, command: string, args: string[]): [string, string[]] {
  return hasTaskset ? ['taskset', ['-c', String(cpu), command, ...args]] : [command, args];
}

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

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The product on a database, in production mode, on CPU 0. */
async function startProduct(databaseUrl: string | undefined) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trails-bench-'));
  const [command, args] = pinned(0, process.execPath, [path.join(root, 'apps/api/src/server.ts')]);
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child);
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A raw node:http server answering each path with the bytes and headers the product sent. */
async function startRaw(answers: Map<string, { body: Buffer; headers: Record<string, string> }>) {
  const port = await freePort();
  const script = `
    const http = require('node:http');
    const answers = new Map(JSON.parse(process.env.ANSWERS).map(([url, a]) => [url, { body: Buffer.from(a.body, 'base64'), headers: a.headers }]));
    http.createServer((req, res) => {
      const answer = answers.get(req.url);
      if (!answer) { res.statusCode = 404; res.end(); return; }
      res.writeHead(200, answer.headers);
      res.end(answer.body);
    }).listen(${port}, '127.0.0.1', () => process.send('ready'));
  `;
  const serialised = JSON.stringify(
    [...answers].map(([url, a]) => [url, { body: a.body.toString('base64'), headers: a.headers }]),
  );
  const [command, args] = pinned(0, process.execPath, ['-e', script]);
  const child = spawn(command, args, {
    env: { ...process.env, ANSWERS: serialised },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`raw server stopped (exit ${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** autocannon on CPU 1, as its own process so it never shares a core with the server. */
function load(url: string): Result {
  const cli = path.join(root, 'node_modules/autocannon/autocannon.js');
  const [command, args] = pinned(1, process.execPath, [
    cli,
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-j',
    url,
  ]);
  const run = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`autocannon failed: ${run.stderr}`);
  const report = JSON.parse(run.stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
  };
  return { rps: report.requests.average, p50: report.latency.p50, p99: report.latency.p99, non2xx: report.non2xx };
}

async function fetchAnswers(base: string) {
  const answers = new Map<string, { body: Buffer; headers: Record<string, string> }>();
  for (const url of ENDPOINTS) {
    const response = await fetch(base + url, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    answers.set(url, {
      body: Buffer.from(await response.arrayBuffer()),
      headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' },
    });
  }
  return answers;
}

const format = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits });

async function benchDatabase(label: string, databaseUrl: string | undefined) {
  const product = await startProduct(databaseUrl);
  const answers = await fetchAnswers(product.base);
  const raw = await startRaw(answers);
  const rows: string[] = [];
  try {
    for (const url of ENDPOINTS) {
      const ceiling = load(raw.base + url);
      const measured = load(product.base + url);
      const ratio = measured.rps / ceiling.rps;
      rows.push(
        `| \`${url}\` | ${format(ceiling.rps)} | ${format(measured.rps)} | ${format(ratio * 100)}% | ${measured.p50} ms | ${measured.p99} ms |` +
          (measured.non2xx ? ` ${measured.non2xx} non-2xx |` : ''),
      );
      console.error(
        `${label} ${url}: ${format(measured.rps)} req/s (${format(ratio * 100)}% of raw), p99 ${measured.p99} ms`,
      );
    }
  } finally {
    await raw.stop();
    await product.stop();
  }
  return [
    `### ${label}`,
    '',
    '| endpoint | raw req/s | product req/s | ratio | p50 | p99 |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ];
}

const lines = [
  `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.availableParallelism()} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ` +
    `autocannon -c ${connections} -d ${seconds}${hasTaskset ? ', server on CPU 0 and load on CPU 1' : ', not pinned'}` +
    (workers > 1 ? `, WEB_CONCURRENCY=${workers} (PostgreSQL only)` : ''),
  '',
  // PGlite is one process: it refuses WEB_CONCURRENCY above 1.
  ...(workers > 1 ? [] : await benchDatabase('PGlite', undefined)),
];
if (process.env.DATABASE_URL) lines.push(...(await benchDatabase('PostgreSQL', process.env.DATABASE_URL)));
console.log(lines.join('\n'));
