/**
 * The catalogue at scale, uncached: loads 100,000 tours in 1,000 destinations with 1,000,000
 * approved reviews into a fresh database and times, through the app (`inject`, the response cache
 * off), a tour list page in each order and with filters, a tour page and its reviews. Prints p50
 * and p95 per request and the statements each made.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:scale
 *   npm run bench:scale                                     (in-memory PGlite; slower to load)
 *
 * Then the back office (bench/back-office.ts): bookings with their payments and activity entries,
 * and enquiries, loaded in steps (BOOKING_STEPS=10000,1000000), the staff screens' requests timed
 * at each step with an admin's token; p95 at each step and the ratio of the last to the first.
 *
 * With DATABASE_URL (or TEST_DATABASE_URL) it creates a temporary database on that server and drops
 * it afterwards. Options: TOURS=100000, REVIEWS=1000000, PLACES=1000, RUNS=50 (timed runs per
 * request after warm-ups), PART=all|catalogue|back-office, BOOKING_STEPS, BACK_OFFICE_RUNS=20.
 * Not part of the tests.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { tours } from '../src/db/schema/index.ts';
import {
  backOfficeRequests,
  loadBackOfficeBase,
  loadBookings,
  printBackOfficeTable,
  timeRequest,
  type Timing,
} from './back-office.ts';
import { openBenchDatabase, quantiles, settle } from './database.ts';

const TOUR_COUNT = Number(process.env.TOURS ?? 100_000);
const REVIEW_COUNT = Number(process.env.REVIEWS ?? 1_000_000);
const PLACE_COUNT = Number(process.env.PLACES ?? 1_000);
const RUNS = Number(process.env.RUNS ?? 50);
const PART = process.env.PART ?? 'all';
const BOOKING_STEPS = (process.env.BOOKING_STEPS ?? '10000,1000000').split(',').map(Number);
const BACK_OFFICE_RUNS = Number(process.env.BACK_OFFICE_RUNS ?? 20);
/** Reviewers: one review per traveller and trip, so a million reviews need this many travellers. */
const REVIEWER_COUNT = Math.max(1, Math.ceil(REVIEW_COUNT / TOUR_COUNT) * 10);

/** The catalogue, generated in the database: static statements whose sizes are bound parameters. */
async function load(db: Database) {
  await db.execute(sql`
    insert into destinations (name, slug, state, short_description, description)
    select 'Place ' || n, 'place-' || n, (array['Himachal Pradesh','Uttarakhand','Ladakh','Sikkim'])[1 + n % 4],
           'A valley of orchards and passes', 'Villages, forests and high passes above the river.'
    from generate_series(1, ${PLACE_COUNT}::int) n`);
  await db.execute(sql`
    insert into tours (destination_id, title, slug, category, price, duration_days, short_description, description, is_featured)
    select 1 + n % ${PLACE_COUNT}::int, 'Tour ' || n, 'tour-' || n,
           (array['Adventure','Road Trip','Cultural','Pilgrimage','Lakes','Hill Station','Wildlife','Nature'])[1 + n % 8],
           5000 + (n * 7919) % 90000, 1 + n % 14, 'Days in the hills', 'Walks, drives and nights in homestays.', n % 50 = 0
    from generate_series(1, ${TOUR_COUNT}::int) n`);
  await db.execute(sql`
    insert into users (name, email, password_hash)
    select 'Traveller ' || n, 'traveller-' || n || '@example.com', 'not-a-hash'
    from generate_series(1, ${REVIEWER_COUNT}::int) n`);
  // The reviews' counting triggers would update a tour row per review: off for the bulk load,
  // then the kept counts are set in one statement per table, as the triggers would have left them.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into reviews (user_id, tour_id, rating, title, comment, is_approved, created_at)
      select (select min(id) from users) + n % ${REVIEWER_COUNT}::int,
             (select min(id) from tours) + (n / ${REVIEWER_COUNT}::int + (n % ${REVIEWER_COUNT}::int) * 97) % ${TOUR_COUNT}::int,
             1 + (n * 31) % 5, 'A fine trip', 'Good guides, clean rooms and views all the way.', true,
             now() - make_interval(mins => n)
      from generate_series(0, ${REVIEW_COUNT - 1}::int) n`);
  });
  await db.execute(sql`
    update tours t set review_count = r.count, rating_sum = r.sum
    from (select tour_id, count(*)::int as count, sum(rating)::int as sum from reviews group by tour_id) r
    where r.tour_id = t.id`);
}

async function main() {
  const statements: string[] = [];
  const bench = await openBenchDatabase('scale', { logger: { logQuery: (query) => void statements.push(query) } });
  try {
    const { db } = bench.handle;
    await bench.handle.migrate();
    console.log(
      `${bench.label}: loading ${TOUR_COUNT.toLocaleString('en')} tours in ${PLACE_COUNT.toLocaleString('en')} destinations and ${REVIEW_COUNT.toLocaleString('en')} reviews`,
    );
    const started = performance.now();
    if (!bench.loaded) await load(db);
    await settle(db);
    console.log(`loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const config = loadConfig(
      {},
      { NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO: false, DATA_DIR: os.tmpdir() },
    );
    const app = await buildApp({ config, database: bench.handle, closeDatabase: false });
    await app.ready();
    // Uncached: every request reaches the database.
    app.publicCache.disable();

    const [picked] = await db
      .select({ id: tours.id })
      .from(tours)
      .orderBy(tours.id)
      .offset(Math.floor(TOUR_COUNT / 2))
      .limit(1);
    const middle = picked?.id ?? 1;
    if (PART !== 'back-office') await timeCatalogue(app, middle, statements);
    if (PART !== 'catalogue') await timeBackOffice(app, db, statements);
    await app.close();
  } finally {
    await bench.close();
  }
}

/** The public catalogue's requests, uncached: p50 and p95 and the statements each made. */
async function timeCatalogue(app: Awaited<ReturnType<typeof buildApp>>, middle: number, statements: string[]) {
  const requests: [string, string][] = [
    ['list, default order', '/api/tours'],
    ['list, page 200', '/api/tours?page=200'],
    ['list, by price', '/api/tours?sort=price_low'],
    ['list, by rating', '/api/tours?sort=rating'],
    ['list, most popular', '/api/tours?sort=popular'],
    ['list, newest', '/api/tours?sort=newest'],
    ['list, one category', '/api/tours?category=Nature'],
    ['list, one destination', '/api/tours?destination=7'],
    ['list, price range', '/api/tours?priceRange=20000-30000'],
    ['list, rating 4+', '/api/tours?rating=4'],
    ['tour page', `/api/tours/${middle}`],
    ['tour reviews', `/api/tours/${middle}/reviews`],
  ];
  console.log(
    `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.availableParallelism()} CPUs (${os.cpus()[0]?.model.trim()}), load average ${os.loadavg()[0]?.toFixed(1)}; ${RUNS} runs each after 3 warm-ups\n`,
  );
  const table = [['request', 'status', 'statements', 'p50', 'p95']];
  for (const [name, url] of requests) {
    let status = 0;
    for (let warmUp = 0; warmUp < 3; warmUp += 1) status = (await app.inject({ url })).statusCode;
    statements.length = 0;
    await app.inject({ url });
    const perRequest = statements.length;
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      await app.inject({ url });
      times.push(performance.now() - start);
    }
    table.push([`${name} (\`${url}\`)`, String(status), String(perRequest), ...quantiles(times.sort((a, b) => a - b))]);
  }
  console.log(`| ${table[0]!.join(' | ')} |\n|${table[0]!.map(() => '---').join('|')}|`);
  for (const row of table.slice(1)) console.log(`| ${row.join(' | ')} |`);
}

/**
 * The back office: bookings loaded step by step, every staff request timed at each step. The
 * admin signs in once through the app, as the back office does.
 */
async function timeBackOffice(app: Awaited<ReturnType<typeof buildApp>>, db: Database, statements: string[]) {
  const admin = await loadBackOfficeBase(db);
  const login = await app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: admin });
  const token = (login.json() as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`admin sign-in failed: ${login.statusCode} ${login.body}`);
  const rows: { name: string; url: string; timings: Timing[] }[] = [];
  let loaded = 0;
  for (const step of BOOKING_STEPS) {
    const started = performance.now();
    await loadBookings(db, loaded, step);
    loaded = step;
    console.log(
      `back office: ${step.toLocaleString('en')} bookings loaded in ${((performance.now() - started) / 1000).toFixed(1)} s, load average ${os.loadavg()[0]?.toFixed(1)}`,
    );
    const requests = await backOfficeRequests(db);
    for (const [index, [name, url]] of requests.entries()) {
      const timing = await timeRequest(app, token, url, BACK_OFFICE_RUNS, statements);
      (rows[index] ??= { name, url, timings: [] }).timings.push(timing);
    }
  }
  console.log(`\n${BACK_OFFICE_RUNS} runs each after 2 warm-ups\n`);
  printBackOfficeTable(BOOKING_STEPS, rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
