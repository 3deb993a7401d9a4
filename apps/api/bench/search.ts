/**
 * Catalogue search at scale: loads ~100,000 generated tours into a fresh database and times the
 * search the API runs (query words -> similar dictionary terms -> weighted full-text search) against
 * a naive trigram similarity over every title.
 *
 *   node bench/search.ts              (from apps/api; in-memory PGlite)
 *   DATABASE_URL=postgres://... node bench/search.ts
 *
 * With DATABASE_URL it creates a temporary database on that server and drops it afterwards.
 * Options: TOURS=100000, PLACES=1000 (destinations: 40 real names and generated villages; each title
 * names one, so fewer places means more tours per name and more rows for full-text search to rank),
 * RUNS=7. Not part of the tests.
 */
import { randomBytes } from 'node:crypto';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { CATALOGUE_LIMITS } from '@trails/contracts';
import { openMemoryPglite, openPostgres, type Database, type DatabaseHandle } from '../src/db/client.ts';
import { destinations, searchTerms, tours } from '../src/db/schema/index.ts';
import { buildTsQuery, queryWords } from '../src/modules/search/search-query.ts';
import { rankedIds, similarTerms } from '../src/modules/search/search.repo.ts';

const TOUR_COUNT = Number(process.env.TOURS ?? 100_000);
const PLACE_COUNT = Number(process.env.PLACES ?? 1_000);
const RUNS = Number(process.env.RUNS ?? 7);
const LIMIT = CATALOGUE_LIMITS.searchDefault;
const QUERIES = ['manali', 'manal', 'manaly', 'spiti valey', 'rafting camp', 'ladak monastry', 'ma'];

const REAL_PLACES = [
  ['Manali', 'Himachal Pradesh'],
  ['Shimla', 'Himachal Pradesh'],
  ['Kasol', 'Himachal Pradesh'],
  ['Spiti Valley', 'Himachal Pradesh'],
  ['Dharamshala', 'Himachal Pradesh'],
  ['Dalhousie', 'Himachal Pradesh'],
  ['Kullu', 'Himachal Pradesh'],
  ['Bir', 'Himachal Pradesh'],
  ['Kinnaur', 'Himachal Pradesh'],
  ['Chamba', 'Himachal Pradesh'],
  ['Rishikesh', 'Uttarakhand'],
  ['Mussoorie', 'Uttarakhand'],
  ['Nainital', 'Uttarakhand'],
  ['Auli', 'Uttarakhand'],
  ['Chopta', 'Uttarakhand'],
  ['Munsiyari', 'Uttarakhand'],
  ['Kedarnath', 'Uttarakhand'],
  ['Badrinath', 'Uttarakhand'],
  ['Leh', 'Ladakh'],
  ['Nubra', 'Ladakh'],
  ['Zanskar', 'Ladakh'],
  ['Pangong', 'Ladakh'],
  ['Srinagar', 'Jammu and Kashmir'],
  ['Gulmarg', 'Jammu and Kashmir'],
  ['Pahalgam', 'Jammu and Kashmir'],
  ['Sonamarg', 'Jammu and Kashmir'],
  ['Gangtok', 'Sikkim'],
  ['Pelling', 'Sikkim'],
  ['Lachung', 'Sikkim'],
  ['Darjeeling', 'West Bengal'],
  ['Kalimpong', 'West Bengal'],
  ['Tawang', 'Arunachal Pradesh'],
  ['Ziro', 'Arunachal Pradesh'],
  ['Shillong', 'Meghalaya'],
  ['Cherrapunji', 'Meghalaya'],
  ['Kohima', 'Nagaland'],
  ['Pokhara', 'Gandaki'],
  ['Kathmandu', 'Bagmati'],
  ['Paro', 'Paro'],
  ['Thimphu', 'Thimphu'],
] as const;
const ACTIVITIES = [
  'Snow Weekend',
  'Rafting Camp',
  'Monastery Trail',
  'Heritage Walk',
  'Paragliding Getaway',
  'Lake Escape',
  'Village Homestay',
  'Road Trip',
  'Wildlife Safari',
  'Photography Tour',
  'Tea Estate Stay',
  'Yoga Retreat',
  'Ski School',
  'Cycling Loop',
  'Camping Nights',
  'Food Trail',
  'Orchard Walk',
  'Temple Circuit',
  'Festival Visit',
  'Family Holiday',
  'Motorbike Expedition',
  'Hot Springs Break',
  'Forest Lodge Stay',
  'River Beach Camp',
  'Valley Drive',
  'Glacier Viewpoint',
  'Sunrise Point',
  'Old Town Stroll',
  'Cafe Hopping',
  'Meadow Picnic',
];
const ADJECTIVES = [
  'Classic',
  'Slow',
  'Hidden',
  'Grand',
  'Short',
  'Winter',
  'Summer',
  'Monsoon',
  'Autumn',
  'Spring',
  'Luxury',
  'Budget',
  'Private',
  'Small Group',
  'Family',
];
const SYLLABLES = [
  'ka',
  'la',
  'ri',
  'to',
  'shi',
  'mo',
  'pa',
  'du',
  'ge',
  'zo',
  'ra',
  'ti',
  'ba',
  'lu',
  'che',
  'ya',
  'so',
  'ne',
  'ho',
  'ku',
];
const SUFFIXES = ['gaon', 'kot', 'pur', 'dhar', 'ling', 'thang', 'khet', 'bagh', 'nag', 'tal'];
const STATES = [...new Set(REAL_PLACES.map(([, state]) => state))];
const WORDS =
  'walk drive river snow cedar pine forest village temple monastery lake camp tea apple orchard road pass valley ridge glacier meadow stream prayer flags market cafe bazaar fort palace bridge bus train jeep homestay lodge tent fire stars sunrise sunset views peaks yaks sheep shepherds festival food momos thukpa noodles bread butter tea'.split(
    ' ',
  );
const CATEGORIES = ['Adventure', 'Cultural', 'Beach', 'City', 'Nature'] as const;

/** A small deterministic generator, so every run loads the same catalogue. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
const rand = random(42);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const sentence = (length: number) => Array.from({ length }, () => pick(WORDS)).join(' ');
const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** The real places first, then made-up villages (Kalagaon, Rishikot...) up to PLACE_COUNT. */
function places(): (readonly [string, string])[] {
  const list: (readonly [string, string])[] = REAL_PLACES.slice(0, PLACE_COUNT);
  const names = new Set(list.map(([name]) => name));
  while (list.length < PLACE_COUNT) {
    const name = capitalised(`${pick(SYLLABLES)}${pick(SYLLABLES)}${pick(SUFFIXES)}`);
    if (names.has(name)) continue;
    names.add(name);
    list.push([name, pick(STATES)]);
  }
  return list;
}

async function openBenchDatabase(): Promise<{ handle: DatabaseHandle; label: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { handle: await openMemoryPglite(), label: 'PGlite (in memory)', drop: async () => {} };
  const name = `trails_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const version = (await admin.query('show server_version')).rows[0]?.server_version as string;
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    handle: openPostgres(url.toString()),
    label: `PostgreSQL ${version}`,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function load(db: Database): Promise<void> {
  const placeRows = await db
    .insert(destinations)
    .values(
      places().map(([name, state], index) => ({
        name,
        state,
        slug: `place-${index}`,
        shortDescription: sentence(12),
        description: sentence(60),
      })),
    )
    .returning({ id: destinations.id, name: destinations.name });
  const batch = 2_000;
  for (let start = 0; start < TOUR_COUNT; start += batch) {
    const rows = Array.from({ length: Math.min(batch, TOUR_COUNT - start) }, (_, offset) => {
      const index = start + offset;
      const place = pick(placeRows);
      // Most titles name their own place; some a neighbour; descriptions mention a third.
      const titlePlace = rand() < 0.8 ? place.name : pick(placeRows).name;
      return {
        destinationId: place.id,
        title: `${pick(ADJECTIVES)} ${titlePlace} ${pick(ACTIVITIES)}`,
        slug: `tour-${index}`,
        category: pick(CATEGORIES),
        price: 5_000 + Math.floor(rand() * 90_000),
        durationDays: 1 + Math.floor(rand() * 14),
        shortDescription: sentence(14),
        description: `${sentence(40)} ${pick(placeRows).name} ${sentence(40)}`,
      };
    });
    await db.insert(tours).values(rows);
    if ((start / batch) % 10 === 0) process.stdout.write(`\r  loaded ${start + rows.length} tours`);
  }
  process.stdout.write('\n');
}

/** The API's search for tours: dictionary terms for each word, then ranked full-text search. */
async function dictionaryAndFts(db: Database, q: string): Promise<number[]> {
  return rankedIds(db, tours, await tsqueryFor(db, q), LIMIT);
}

async function tsqueryFor(db: Database, q: string): Promise<string> {
  const words = queryWords(q);
  return buildTsQuery(words, await similarTerms(db, words, CATALOGUE_LIMITS.termsPerWord));
}

/** How many active tours match: the rows full-text search has to rank. */
async function matches(db: Database, tsquery: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tours)
    .where(sql`${tours.isActive} and ${tours.searchVector} @@ to_tsquery('simple', ${tsquery})`);
  return row?.n ?? 0;
}

/** What typo tolerance costs without the dictionary: trigram similarity against every title. */
async function naiveSimilarity(db: Database, q: string): Promise<number[]> {
  const similarity = sql<number>`similarity(${tours.title}, ${q})`;
  const rows = await db
    .select({ id: tours.id })
    .from(tours)
    .where(sql`${tours.isActive} and ${similarity} > 0.3`)
    .orderBy(desc(similarity), asc(tours.id))
    .limit(LIMIT);
  return rows.map((row) => row.id);
}

async function time(run: () => Promise<number[]>): Promise<{ ms: number; hits: number }> {
  await run(); // warm-up
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    hits = (await run()).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, hits };
}

async function main() {
  const { handle, label, drop } = await openBenchDatabase();
  try {
    await handle.migrate();
    const db = handle.db;
    console.log(
      `${label}: loading ${TOUR_COUNT.toLocaleString('en')} tours in ${PLACE_COUNT.toLocaleString('en')} destinations`,
    );
    const loadStarted = performance.now();
    await load(db);
    await db.execute(sql`analyze`);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const [tourCount] = await db.select({ n: count() }).from(tours).where(eq(tours.isActive, true));
    const [termCount] = await db.select({ n: count() }).from(searchTerms);
    console.log(`loaded in ${loadSeconds.toFixed(1)} s: ${tourCount?.n} tours, ${termCount?.n} dictionary terms`);
    console.log(`median of ${RUNS} runs, top ${LIMIT} tours; (n) = results returned\n`);
    const columns = ['query', 'tsquery', 'matching', 'dictionary', 'dictionary + FTS', 'naive similarity()'];
    const widths = [18, 42, 9, 11, 18, 19];
    const line = (cells: string[]) =>
      cells.map((cell, index) => (index < 2 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join(' ');
    console.log(line(columns));
    for (const q of QUERIES) {
      const tsquery = await tsqueryFor(db, q);
      const dictionary = await time(async () =>
        [...(await similarTerms(db, queryWords(q), CATALOGUE_LIMITS.termsPerWord)).keys()].map(() => 0),
      );
      const fast = await time(() => dictionaryAndFts(db, q));
      const naive = await time(() => naiveSimilarity(db, q));
      const cell = (result: { ms: number; hits: number }) => `${result.ms.toFixed(1)} ms (${result.hits})`;
      console.log(
        line([
          JSON.stringify(q),
          tsquery,
          String(await matches(db, tsquery)),
          `${dictionary.ms.toFixed(1)} ms`,
          cell(fast),
          cell(naive),
        ]),
      );
    }
  } finally {
    await handle.close();
    await drop();
  }
}

await main();
