/**
 * `npm run bench`: public API and server-rendered pages' throughput against the ceiling of raw
 * `node:http` serving the same bytes, and the time of an uncached page render.
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
import http from 'node:http';
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

/**
 * The public pages the server renders, each measured as a browser asks (`Accept-Encoding: gzip,
 * deflate, br`) and without compression. `{tour}` and the like are the first item of the list the
 * API answers. BENCH_PAGES=0 leaves them out; BENCH_PAGES=/,/tours narrows them.
 */
const ALL_PAGES = [
  '/',
  '/tours',
  '/tour/{tour}',
  '/trek/{trek}',
  '/destination/{destination}',
  '/search?q=manali',
  '/blog',
  '/blog/{blog}',
  '/faq',
];
const PAGES =
  process.env.BENCH_PAGES === '0'
    ? []
    : process.env.BENCH_PAGES
      ? ALL_PAGES.filter((url) => process.env.BENCH_PAGES!.split(',').includes(url))
      : ALL_PAGES;
const BROWSER_ENCODING = 'gzip, deflate, br';
/** Uncached renders timed per page (each a new address, so the kept page is not what answers). */
const RENDER_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 20);

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
    const answers = new Map(JSON.parse(require('node:fs').readFileSync(process.env.ANSWERS_FILE, 'utf8')).map(([url, a]) => [url, { body: Buffer.from(a.body, 'base64'), headers: a.headers }]));
    http.createServer((req, res) => {
      const answer = answers.get((req.headers['accept-encoding'] ? 'encoded ' : '') + req.url);
      if (!answer) { res.statusCode = 404; res.end(); return; }
      res.writeHead(200, answer.headers);
      res.end(answer.body);
    }).listen(${port}, '127.0.0.1', () => process.send('ready'));
  `;
  const serialised = JSON.stringify(
    [...answers].map(([url, a]) => [url, { body: a.body.toString('base64'), headers: a.headers }]),
  );
  // A file, not the environment: the pages' bytes are more than a process's environment may hold.
  const answersFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trails-bench-raw-')), 'answers.json');
  fs.writeFileSync(answersFile, serialised);
  const [command, args] = pinned(0, process.execPath, ['-e', script]);
  const child = spawn(command, args, {
    env: { ...process.env, ANSWERS_FILE: answersFile },
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
      fs.rmSync(path.dirname(answersFile), { recursive: true, force: true });
    },
  };
}

/** autocannon on CPU 1, as its own process so it never shares a core with the server. */
function load(url: string, headers: Record<string, string> = {}): Result {
  const cli = path.join(root, 'node_modules/autocannon/autocannon.js');
  const [command, args] = pinned(1, process.execPath, [
    cli,
    '-c',
    String(connections),
    '-d',
    String(seconds),
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]),
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

type Answers = Map<string, { body: Buffer; headers: Record<string, string> }>;

async function fetchAnswers(base: string): Promise<Answers> {
  const answers: Answers = new Map();
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

/** The pages' addresses with the first tour, trek, destination and article of the demo data. */
async function pageUrls(base: string): Promise<string[]> {
  const first = async (list: string) => {
    const answer = (await (await fetch(`${base}/api/${list}?limit=1`)).json()) as { data: { slug: string }[] };
    const slug = answer.data[0]?.slug;
    if (!slug) throw new Error(`/api/${list} has no items`);
    return slug;
  };
  const slugs: Record<string, string> = {
    tour: await first('tours'),
    trek: await first('treks'),
    destination: await first('destinations'),
    blog: await first('blogs'),
  };
  return PAGES.map((page) => page.replace(/\{(\w+)\}/, (_match, kind: string) => slugs[kind]!));
}

/** One GET on a connection of its own (node:http: fetch would decode the body), as sent. */
function get(address: string, encoding?: string) {
  return new Promise<{ status: number; body: Buffer; headers: Record<string, string> }>((resolve, reject) => {
    http
      .get(address, { agent: false, headers: encoding ? { 'accept-encoding': encoding } : {} }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headers: Record<string, string> = { 'content-type': String(response.headers['content-type']) };
          if (response.headers['content-encoding']) headers['content-encoding'] = response.headers['content-encoding'];
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), headers });
        });
      })
      .on('error', reject);
  });
}

/**
 * Each page's bytes as the product sends them, plain and as a browser asks (node:http's own
 * client: fetch would decode the body). Only the page itself, not its scripts.
 */
async function fetchPages(base: string, urls: string[]): Promise<{ answers: Answers; sizes: Map<string, number[]> }> {
  const answers: Answers = new Map();
  const sizes = new Map<string, number[]>();
  for (const url of urls) {
    // The first request renders and keeps the page; the second is what every later visitor gets.
    await get(base + url);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const plain = await get(base + url);
    const encoded = await get(base + url, BROWSER_ENCODING);
    if (plain.status !== 200 || encoded.status !== 200) throw new Error(`${url} answered ${plain.status}`);
    answers.set(url, plain);
    answers.set(`encoded ${url}`, encoded);
    sizes.set(url, [plain.body.length, encoded.body.length]);
  }
  return { answers, sizes };
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** Untimed renders of each page before its timed ones: the first few run before the JIT has compiled them. */
const RENDER_WARMUP = 10;

/**
 * An uncached render's time: each request a new address (an unused query parameter), so neither
 * the kept page nor its render is reused; the API answers it reads are cached, as they are for
 * any visitor after the first. Measured from the load's side, one request at a time, on a server
 * that has not yet carried the throughput runs (whose garbage it would still be collecting).
 */
async function renderTimes(base: string, urls: string[]): Promise<string[]> {
  const rows: string[] = [];
  let counter = 0;
  for (const url of urls) {
    const times: number[] = [];
    for (let run = 0; run < RENDER_WARMUP + RENDER_RUNS; run += 1) {
      counter += 1;
      const address = `${base}${url}${url.includes('?') ? '&' : '?'}bench=${Date.now()}-${counter}`;
      const start = performance.now();
      const answer = await get(address);
      if (run >= RENDER_WARMUP) times.push(performance.now() - start);
      if (!answer.body.toString().includes('id="initial-data"'))
        throw new Error(`${url} was not rendered on the server (${answer.status})`);
    }
    times.sort((a, b) => a - b);
    rows.push(`| \`${url}\` | ${percentile(times, 0.5).toFixed(1)} ms | ${percentile(times, 0.95).toFixed(1)} ms |`);
    console.error(
      `render ${url}: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
    );
  }
  return rows;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const format = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits });

async function benchDatabase(label: string, databaseUrl: string | undefined) {
  const product = await startProduct(databaseUrl);
  const answers = await fetchAnswers(product.base);
  const urls = await pageUrls(product.base);
  const pages = await fetchPages(product.base, urls);
  for (const [url, answer] of pages.answers) answers.set(url, answer);
  const raw = await startRaw(answers);
  const rows: string[] = [];
  const pageRows: string[] = [];
  let renderRows: string[] = [];
  const loadBefore = loadAverage();
  try {
    renderRows = await renderTimes(product.base, urls);
    for (const url of urls) {
      for (const encoded of [true, false]) {
        const headers: Record<string, string> = encoded ? { 'accept-encoding': BROWSER_ENCODING } : {};
        const ceiling = load(raw.base + url, headers);
        const measured = load(product.base + url, headers);
        const ratio = measured.rps / ceiling.rps;
        const [plainBytes, encodedBytes] = pages.sizes.get(url)!;
        const size = encoded ? `${format(encodedBytes! / 1024, 1)} KB br` : `${format(plainBytes! / 1024, 1)} KB`;
        pageRows.push(
          `| \`${url}\` | ${size} | ${format(ceiling.rps)} | ${format(measured.rps)} | ${format(ratio * 100)}% | ${measured.p50} ms | ${measured.p99} ms | ${loadAverage().split(' ')[0]} |` +
            (measured.non2xx ? ` ${measured.non2xx} non-2xx |` : ''),
        );
        console.error(
          `${label} ${url}${encoded ? ' (br)' : ''}: ${format(measured.rps)} req/s (${format(ratio * 100)}% of raw), p99 ${measured.p99} ms`,
        );
      }
    }
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
    `Load average (1, 5, 15 min) at the start: ${loadBefore}; at the end: ${loadAverage()}.`,
    '',
    ...(pageRows.length
      ? [
          '| page | size | raw req/s | product req/s | ratio | p50 | p99 | load |',
          '|---|---|---|---|---|---|---|---|',
          ...pageRows,
          '',
          `Uncached render (${RENDER_RUNS} per page, one at a time, wall time at the client):`,
          '',
          '| page | p50 | p95 |',
          '|---|---|---|',
          ...renderRows,
          '',
        ]
      : []),
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
