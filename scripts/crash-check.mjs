#!/usr/bin/env node
// `npm run crash-check [rounds]`: kills the server with SIGKILL under a stream of registrations and
// bookings, restarts it, and checks that every write it acknowledged (a 201) is still there.
// Runs on PGlite (a temporary data folder) and, when DATABASE_URL is set, on a temporary database
// of that PostgreSQL server. Reports acknowledged writes, lost writes (must be 0), restart times
// and every start that failed; exits 1 if a write was lost or a start failed.
//
//   CRASH_ROUNDS (or the first argument, default 10), CRASH_WRITERS (default 4 parallel clients).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const rounds = Number(process.argv[2] ?? process.env.CRASH_ROUNDS ?? 10);
const writers = Number(process.env.CRASH_WRITERS ?? 4);
const START_TIMEOUT_MS = 180_000;

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts `node apps/api/src/server.ts` and waits until it answers; `ms` is from spawn to the first
 * answer. A server that exits first is a failed start (its output is kept).
 * @param {{ port: number, dataDir: string, databaseUrl: string }} options
 */
async function start({ port, dataDir, databaseUrl }) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: '1',
      // The stream registers far more than ten accounts a minute from one address.
      AUTH_RATE_LIMIT: '10000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  while (performance.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null || child.signalCode !== null) return { ok: false, child, exited, ms: 0, output };
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (answer?.ok) return { ok: true, child, exited, ms: performance.now() - started, output };
    await sleep(50);
  }
  child.kill('SIGKILL');
  return { ok: false, child, exited, ms: 0, output: `${output}\n(no answer within ${START_TIMEOUT_MS / 1000} s)` };
}

/** @param {string} base @param {string} url @param {unknown} body @param {Record<string, string>} [headers] */
async function post(base, url, body, headers = {}) {
  const response = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: /** @type {any} */ (await response.json().catch(() => null)) };
}

/**
 * What the stream books: a tour taken on request (a travel date, no departures), else the open
 * departure with the most seats left.
 * @param {string} base
 * @returns {Promise<Record<string, unknown>>}
 */
async function bookingTarget(base) {
  const tours = /** @type {any} */ (await (await fetch(`${base}/api/tours?per_page=50`)).json()).data;
  const travelDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  /** @type {{ trip: Record<string, unknown>, seats: number } | undefined} */
  let best;
  for (const tour of tours) {
    const departures =
      /** @type {any} */ (await (await fetch(`${base}/api/tours/${tour.id}/departures`)).json()).data ?? [];
    if (departures.length === 0) return { tour_id: tour.id, travel_date: travelDate };
    for (const departure of departures) {
      const seats = Number(departure.seats_left ?? departure.seats_available ?? 0);
      if (!best || seats > best.seats) best = { trip: { tour_id: tour.id, departure_id: departure.id }, seats };
    }
  }
  if (!best) throw new Error('no tour to book in the demo data');
  return best.trip;
}

/** Answers other than 201, by status, with the first message of each (printed as they come). */
const refusals = new Map();
/** @param {{ status: number, body: any }} answer */
function refusal(answer) {
  if (!refusals.has(answer.status))
    console.error(`answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  refusals.set(answer.status, (refusals.get(answer.status) ?? 0) + 1);
}

/**
 * Parallel clients, each registering an account and booking one seat with it, until the server
 * stops answering. Only a 201 counts as acknowledged.
 * @param {string} base @param {Record<string, unknown>} target
 * @param {{ emails: string[], references: string[] }} acknowledged
 */
async function stream(base, target, acknowledged) {
  const client = async () => {
    for (;;) {
      const email = `crash-${randomBytes(6).toString('hex')}@example.test`;
      const password = `Crash-${randomBytes(8).toString('hex')}!`;
      const registered = await post(base, '/api/auth/register', {
        name: 'Crash Check',
        email,
        password,
        password_confirmation: password,
      });
      if (registered.status !== 201) {
        refusal(registered);
        continue;
      }
      acknowledged.emails.push(email);
      const booked = await post(
        base,
        '/api/bookings',
        {
          ...target,
          passengers: 1,
          contact_name: 'Crash Check',
          contact_email: email,
          contact_phone: '+91 90000 12345',
        },
        { authorization: `Bearer ${registered.body.data.token}` },
      );
      if (booked.status === 201) acknowledged.references.push(booked.body.data.reference);
      else refusal(booked);
    }
  };
  // A refused connection (the server is gone) ends each client.
  await Promise.allSettled(Array.from({ length: writers }, client));
}

/**
 * The acknowledged writes missing from the database, read directly once the server has stopped.
 * @param {string} dataDir @param {string} databaseUrl @param {{ emails: string[], references: string[] }} acknowledged
 */
async function missing(dataDir, databaseUrl, acknowledged) {
  const { openDatabase } = await import('../apps/api/src/db/client.ts');
  const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
  try {
    const { sql } = await import('drizzle-orm');
    const found = async (/** @type {import('drizzle-orm').SQL} */ query) =>
      new Set(
        /** @type {{ rows: { value: string }[] }} */ (
          /** @type {unknown} */ (await database.db.execute(query))
        ).rows.map((row) => row.value),
      );
    const emails = await found(sql`select email as value from users where email like 'crash-%'`);
    const references = await found(sql`select reference as value from bookings where contact_name = 'Crash Check'`);
    return {
      emails: acknowledged.emails.filter((email) => !emails.has(email)),
      references: acknowledged.references.filter((reference) => !references.has(reference)),
    };
  } finally {
    await database.close();
  }
}

/** @param {'PGlite' | 'PostgreSQL'} label @param {string} serverUrl */
async function check(label, serverUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trails-crash-'));
  let databaseUrl = '';
  const name = `trails_crash_${randomBytes(5).toString('hex')}`;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const port = await freePort();
  const acknowledged = { emails: /** @type {string[]} */ ([]), references: /** @type {string[]} */ ([]) };
  /** @type {number[]} */
  const restarts = [];
  /** @type {string[]} */
  const failedStarts = [];
  try {
    console.error(`${label}: first start (migrations and demo data)`);
    let server = await start({ port, dataDir, databaseUrl });
    if (!server.ok) throw new Error(`${label}: the first start failed:\n${server.output}`);
    const base = `http://127.0.0.1:${port}`;
    const target = await bookingTarget(base);
    for (let round = 1; round <= rounds; round += 1) {
      const before = acknowledged.emails.length + acknowledged.references.length;
      let streaming = true;
      const writes = stream(base, target, acknowledged).finally(() => (streaming = false));
      // Once a few writes went through, at a random moment within the next second.
      while (streaming && acknowledged.emails.length + acknowledged.references.length < before + 4) await sleep(20);
      await sleep(Math.random() * 1000);
      server.child.kill('SIGKILL');
      await Promise.all([server.exited, writes]);
      server = await start({ port, dataDir, databaseUrl });
      if (!server.ok) {
        failedStarts.push(`round ${round}: ${server.output.trim().split('\n').slice(-3).join(' / ')}`);
        // Once more: a start that fails only once is still reported.
        server = await start({ port, dataDir, databaseUrl });
        if (!server.ok) throw new Error(`${label}: round ${round}: the server does not start again:\n${server.output}`);
      } else {
        restarts.push(server.ms);
      }
      console.error(
        `${label} round ${round}: ${acknowledged.emails.length} accounts and ${acknowledged.references.length} bookings acknowledged so far; restarted in ${(server.ms / 1000).toFixed(2)} s`,
      );
    }
    server.child.kill('SIGTERM');
    await server.exited;
    const lost = await missing(dataDir, databaseUrl, acknowledged);
    const sorted = [...restarts].sort((a, b) => a - b);
    const seconds = (/** @type {number | undefined} */ ms) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(2)} s`);
    return {
      label,
      acknowledged: acknowledged.emails.length + acknowledged.references.length,
      detail: `${acknowledged.emails.length} accounts + ${acknowledged.references.length} bookings`,
      lost: lost.emails.length + lost.references.length,
      lostDetail: [...lost.emails, ...lost.references],
      restart: `median ${seconds(sorted[Math.floor(sorted.length / 2)])}, max ${seconds(sorted.at(-1))}`,
      failedStarts,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
}

const results = [await check('PGlite', '')];
if (process.env.DATABASE_URL) results.push(await check('PostgreSQL', process.env.DATABASE_URL));
else console.error('DATABASE_URL not set: PostgreSQL skipped');

console.log(
  `\n${rounds} rounds of kill -9 each, ${writers} parallel clients, Node ${process.version}, ${os.availableParallelism()} CPUs\n`,
);
console.log('| database | acknowledged writes | lost | restart after kill -9 | failed starts |');
console.log('|---|---|---|---|---|');
for (const result of results) {
  console.log(
    `| ${result.label} | ${result.acknowledged} (${result.detail}) | ${result.lost} | ${result.restart} | ${result.failedStarts.length} |`,
  );
}
for (const result of results) {
  for (const lost of result.lostDetail) console.log(`LOST on ${result.label}: ${lost}`);
  for (const failure of result.failedStarts) console.log(`FAILED START on ${result.label}: ${failure}`);
}
process.exit(results.some((result) => result.lost > 0 || result.failedStarts.length > 0) ? 1 : 0);
