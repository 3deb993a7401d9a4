#!/usr/bin/env node
// Lighthouse's mobile preset (its default: a mid-range phone, simulated slow 4G and a 4x slower
// CPU) against the production build of the public pages, served by the real server on a fresh
// PGlite database with the demo data, in the Chromium at CHROMIUM (default /usr/bin/chromium).
// Prints the performance score, LCP, CLS and TBT of each page, the median of RUNS runs (default 3).
// Not part of the tests: the figures depend on the machine and on what else it is doing.
//
//   npm run build && npm run bench:lighthouse
//   BASE_URL=http://127.0.0.1:3000 npm run bench:lighthouse      (a server already running)
//   PAGES=/,/tours RUNS=5 npm run bench:lighthouse
//   REPORTS=/some/dir npm run bench:lighthouse        (also writes each run's full JSON report there)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const REPORTS = process.env.REPORTS;
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const PAGES = (
  process.env.PAGES ??
  [
    '/',
    '/tours',
    '/tour/spiti-valley-circuit-by-road',
    '/trek/kedarkantha-winter-trek',
    '/destination/spiti-valley',
    '/search?q=manali',
    '/blog',
    '/blog/how-to-acclimatise-in-ladakh-a-practical-guide',
    '/faq',
  ].join(',')
).split(',');

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** @param {() => Promise<boolean>} ready @param {string} what */
async function waitFor(ready, what, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start in ${timeoutMs} ms`);
}

/** The production server on a temporary data directory; resolves to its address and a stop function. */
async function startServer() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('No web build: run `npm run build` first.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trails-lighthouse-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(async () => child.exitCode === null && (await fetch(`${baseUrl}/api/health`)).ok, 'the server');
  return {
    baseUrl,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headless Chromium with a DevTools port for Lighthouse. */
async function startChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'trails-lighthouse-chromium-'));
  const port = await freePort();
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/json/version`)).ok, 'Chromium', 30_000);
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;

const external = process.env.BASE_URL;
const server = external ? { baseUrl: external.replace(/\/$/, ''), stop: async () => {} } : await startServer();
const chromium = await startChromium();
/** @type {string[][]} */
const rows = [];
try {
  for (const page of PAGES) {
    /** @type {{ score: number, lcp: number, cls: number, tbt: number }[]} */
    const runs = [];
    // A run whose trace Lighthouse could not read (NO_NAVSTART, NO_FCP now and then) is taken
    // again, up to RUNS more times; it says nothing about the page.
    let retries = RUNS;
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${server.baseUrl}${page}`, {
        port: chromium.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      const { lhr } = result;
      if (REPORTS) {
        fs.mkdirSync(REPORTS, { recursive: true });
        const name = `${page.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${run + 1}.json`;
        fs.writeFileSync(path.join(REPORTS, name), JSON.stringify(lhr));
      }
      if (lhr.runtimeError) {
        const error = `${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
        if (retries <= 0) throw new Error(error);
        console.error(`${error} (taken again)`);
        retries -= 1;
        run -= 1;
        continue;
      }
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      });
    }
    const row = [
      page,
      String(median(runs.map((r) => r.score))),
      `${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s`,
      median(runs.map((r) => r.cls)).toFixed(3),
      `${Math.round(median(runs.map((r) => r.tbt)))} ms`,
      runs.map((r) => r.score).join(' '),
    ];
    rows.push(row);
    console.error(`${page}: ${row.slice(1).join(', ')}`);
  }
} finally {
  await chromium.stop();
  await server.stop();
}

const header = ['page', 'score', 'LCP', 'CLS', 'TBT', 'scores of the runs'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
const line = (/** @type {string[]} */ cells) =>
  `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
console.log(
  `\nLighthouse mobile preset, median of ${RUNS} run(s), ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}\n`,
);
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));
