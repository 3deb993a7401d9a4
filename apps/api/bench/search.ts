/**
 * Search suggestions at scale: loads 100,000 generated tours into a fresh database and times what
 * the API's search answers the header's search box (GET /api/search with the suggestions' limit,
 * without the response cache): words, word beginnings (from two letters) and words with typos.
 * Times the route's path (the suggestion index, warm as in production after the first search)
 * and, for comparison, the full-text search the search page uses. Prints the index's size and
 * its rebuild time (the first search after a write), then p50 and p95 of each input, of each kind
 * of input and of all of them, for both paths.
 *
 *   npm run bench:search                                   (in-memory PGlite)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:search
 *
 * With DATABASE_URL (or TEST_DATABASE_URL) it creates a temporary database on that server and
 * drops it afterwards. Options: TOURS=100000, PLACES=1000 (destinations: 40 real names and
 * generated villages; each title names one), RUNS=40 (timed runs per input, after two warm-ups),
 * KEEP=1 (keeps the PostgreSQL database and prints its name, for EXPLAIN), REUSE=<name> (times a
 * kept database again, without loading).
 * Not part of the tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { count, eq } from 'drizzle-orm';
import { LIMITS, TOUR_CATEGORIES } from '@trails/contracts/constants';
import type { Database } from '../src/db/client.ts';
import { ms, openBenchDatabase, percentile, quantiles, settle } from './database.ts';
import { destinations, searchTerms, tours } from '../src/db/schema/index.ts';
import { createCatalogueService } from '../src/modules/catalogue/catalogue.service.ts';
import { createDestinationsService } from '../src/modules/destinations/destinations.service.ts';
import { suggestionSource } from '../src/modules/search/search.repo.ts';
import { createSearchService } from '../src/modules/search/search.service.ts';
import {
  buildSuggestionIndex,
  suggest,
  suggestionIndexBytes,
  suggestionQueryWords,
  suggestionRowsOf,
} from '../src/modules/search/suggestion-index.ts';

// The index's heap growth is measured between two full collections.
v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const TOUR_COUNT = Number(process.env.TOURS ?? 100_000);
const PLACE_COUNT = Number(process.env.PLACES ?? 1_000);
const RUNS = Number(process.env.RUNS ?? 40);
const LIMIT = LIMITS.searchSuggestions;
/** The summary row of the inputs some title or place matches (the others fall back to full text). */
const IN_INDEX = 'in titles or places';
/** What visitors type into the search box, by kind. */
const INPUTS: Record<string, string[]> = {
  words: ['manali', 'kedarnath', 'snow', 'rafting camp', 'heritage walk', 'market'],
  prefixes: ['ma', 'sh', 'ka', 'ri', 'man', 'shim', 'rish', 'spit'],
  typos: ['manaly', 'spiti valey', 'ladak monastry', 'darjeling', 'kedarnat', 'rafitng'],
};

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
        category: pick(TOUR_CATEGORIES),
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

/**
 * CPU time used so far, in ms, by this process and by the database server processes given (from
 * /proc/<pid>/schedstat, when the server runs on this machine): what a search costs the machine,
 * without the time spent waiting for a CPU that other work holds.
 */
function cpuMs(pids: number[]): number | undefined {
  const usage = process.cpuUsage();
  let ns = 0;
  for (const pid of pids) {
    try {
      ns += Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      return undefined;
    }
  }
  return (usage.user + usage.system) / 1000 + ns / 1e6;
}

async function main() {
  const { handle, label, loaded, backends, close } = await openBenchDatabase('bench');
  try {
    await handle.migrate();
    const db = handle.db;
    console.log(
      `${label}: loading ${TOUR_COUNT.toLocaleString('en')} tours in ${PLACE_COUNT.toLocaleString('en')} destinations`,
    );
    const loadStarted = performance.now();
    if (!loaded) await load(db);
    await settle(db);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const [tourCount] = await db.select({ n: count() }).from(tours).where(eq(tours.isActive, true));
    const [termCount] = await db.select({ n: count() }).from(searchTerms);
    console.log(`loaded in ${loadSeconds.toFixed(1)} s: ${tourCount?.n} tours, ${termCount?.n} dictionary terms`);
    console.log(
      `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.availableParallelism()} CPUs (${os.cpus()[0]?.model.trim()}), load average ${os.loadavg()[0]?.toFixed(1)}`,
    );
    console.log(
      `search(q, limit ${LIMIT}): ${RUNS} runs per input after 2 warm-ups; results = tours + destinations;` +
        ' wall = time to the answer, CPU = CPU time of this process and the database server\n',
    );

    const tourService = createCatalogueService(db, 'tour');
    const trekService = createCatalogueService(db, 'trek');
    const services = {
      tours: tourService,
      treks: trekService,
      destinations: createDestinationsService(db, { tours: tourService, treks: trekService }),
    };
    // As in production: the public data version is trusted (the listener is up) and moves on a write.
    const freshness = { enabled: true, catalogueVersion: 0 };
    const paths = {
      'full-text (SQL)': createSearchService(db, services),
      'suggestion index': createSearchService(db, { ...services, freshness }),
    };

    // The index alone: its statements, its build, and what it keeps (heap growth while it lives).
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const readStarted = performance.now();
    const source = await suggestionSource(db);
    const readMs = performance.now() - readStarted;
    const buildStarted = performance.now();
    const index = await buildSuggestionIndex(suggestionRowsOf(source));
    const buildMs = performance.now() - buildStarted;
    source.tours.length = 0;
    source.destinations.length = 0;
    gc();
    const heapAfter = process.memoryUsage().heapUsed;
    console.log(
      `suggestion index: ${index.words.length.toLocaleString('en')} words, ${index.kinds.tours.ids.length.toLocaleString('en')} tours, ` +
        `${index.kinds.destinations.ids.length.toLocaleString('en')} destinations, ${index.deletions.size.toLocaleString('en')} typo keys; ` +
        `read ${ms(readMs)} + build ${ms(buildMs)}; about ${(suggestionIndexBytes(index) / 2 ** 20).toFixed(1)} MB counted` +
        `, heap +${((heapAfter - heapBefore) / 2 ** 20).toFixed(1)} MB`,
    );
    // The rebuild a search pays after a write (the version moved), including its own lookup.
    const rebuilds: number[] = [];
    // The longest the event loop was held (other requests wait that long) while rebuilding.
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    for (let run = 0; run < 5; run += 1) {
      freshness.catalogueVersion += 1;
      const started = performance.now();
      await paths['suggestion index'].search('manali', LIMIT);
      rebuilds.push(performance.now() - started);
    }
    rebuilds.sort((a, b) => a - b);
    loopDelay.disable();
    console.log(
      `first search after a write (rebuild + search), 5 runs: p50 ${ms(percentile(rebuilds, 0.5))}, max ${ms(rebuilds.at(-1)!)}; ` +
        `longest event loop delay meanwhile ${ms(loopDelay.max / 1e6)}\n`,
    );

    for (const [path, search] of Object.entries(paths)) {
      console.log(`${path}:`);
      const rows: string[][] = [['input', 'kind', 'results', 'wall p50', 'wall p95', 'CPU p50', 'CPU p95']];
      const byKind = new Map<string, number[]>();
      const cpuByKind = new Map<string, number[]>();
      for (const [kind, inputs] of Object.entries(INPUTS)) {
        for (const q of inputs) {
          let results = '';
          for (let warmUp = 0; warmUp < 2; warmUp += 1) await search.search(q, LIMIT);
          const pids = (await backends?.()) ?? [];
          const times: number[] = [];
          const cpuTimes: number[] = [];
          for (let run = 0; run < RUNS; run += 1) {
            const cpuBefore = cpuMs(pids);
            const started = performance.now();
            const answer = await search.search(q, LIMIT);
            times.push(performance.now() - started);
            const cpuAfter = cpuMs(pids);
            if (cpuBefore !== undefined && cpuAfter !== undefined) cpuTimes.push(cpuAfter - cpuBefore);
            results = `${answer.tours.length} + ${answer.destinations.length}`;
          }
          times.sort((a, b) => a - b);
          cpuTimes.sort((a, b) => a - b);
          byKind.set(kind, [...(byKind.get(kind) ?? []), ...times]);
          cpuByKind.set(kind, [...(cpuByKind.get(kind) ?? []), ...cpuTimes]);
          // Inputs no title or place matches: the suggestions fall back to the full-text search.
          const words = suggestionQueryWords(q);
          if (suggest(index, 'tours', words, LIMIT).length + suggest(index, 'destinations', words, LIMIT).length > 0) {
            byKind.set(IN_INDEX, [...(byKind.get(IN_INDEX) ?? []), ...times]);
            cpuByKind.set(IN_INDEX, [...(cpuByKind.get(IN_INDEX) ?? []), ...cpuTimes]);
          }
          rows.push([JSON.stringify(q), kind, results, ...quantiles(times), ...quantiles(cpuTimes)]);
        }
      }
      for (const kind of [...Object.keys(INPUTS), 'all', IN_INDEX]) {
        const pick = (samples: Map<string, number[]>) =>
          (kind === 'all'
            ? Object.keys(INPUTS).flatMap((name) => samples.get(name) ?? [])
            : (samples.get(kind) ?? [])
          ).sort((a, b) => a - b);
        rows.push([`(${kind})`, '', '', ...quantiles(pick(byKind)), ...quantiles(pick(cpuByKind))]);
      }
      const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
      for (const row of rows) {
        console.log(
          row
            .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
            .join('  '),
        );
      }
      console.log('');
    }
  } finally {
    await close();
  }
}

await main();
