import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { destinations, searchTerms, tours, treks } from '../../db/schema/index.ts';
import type { SuggestionSource } from './suggestion-index.ts';

/**
 * Trigram similarity a dictionary term needs to stand in for a query word. Typos score well above
 * it (manaly/manali 0.56, valey/valley 0.63, raftng/rafting 0.5); pg_trgm's default of 0.3 also
 * lets in unrelated words of similar shape (rafting/raduling 0.31). `%` still uses the index.
 */
export const TERM_SIMILARITY_MIN = 0.4;

/**
 * Shorter words get no similar terms: two letters share too few trigrams with anything for a
 * similarity to mean a typo, and they match as word beginnings anyway ("ma" finds "manali").
 */
export const TYPO_MIN_LENGTH = 3;

/**
 * Up to `perWord` dictionary terms like each word of TYPO_MIN_LENGTH letters or more, most similar
 * first, in one query. `%` uses the trigram index of search_terms; the dictionary holds only the catalogue's distinct words, so this
 * stays fast however many tours there are.
 */
export async function similarTerms(db: Executor, allWords: string[], perWord: number): Promise<Map<string, string[]>> {
  const words = allWords.filter((word) => word.length >= TYPO_MIN_LENGTH);
  if (words.length === 0) return new Map();
  const wordList = sql`array[${sql.join(
    words.map((word) => sql`${word}::text`),
    sql`, `,
  )}]`;
  const term = searchTerms.term;
  const rows = await db.select({ word: sql<string>`w.word`, term: sql<string>`t.term` }).from(
    sql`unnest(${wordList}) as w(word) cross join lateral (
        select ${term} as term from ${searchTerms}
        where ${term} % w.word and similarity(${term}, w.word) >= ${TERM_SIMILARITY_MIN}
        order by similarity(${term}, w.word) desc, ${term}
        limit ${perWord}
      ) as t`,
  );
  const result = new Map<string, string[]>();
  for (const row of rows) result.set(row.word, [...(result.get(row.word) ?? []), row.term]);
  return result;
}

/**
 * How many matching rows one step of a search ranks at most. A word as common as "snow", or a
 * two-letter beginning, matches a large part of a big catalogue; ranking each of those rows would
 * cost time in proportion to the catalogue. The matches of a word that common rank almost alike, so
 * the best of the first rows found stand for the best of all.
 */
export const SEARCH_CANDIDATES = 100;

type Searchable = typeof tours | typeof treks | typeof destinations;

/**
 * Ids of the active tours, treks or destinations whose document matches the tsquery text, best first, in
 * one statement. First the rows whose title part matches (title A, place B), ranked with
 * ts_rank_cd on that part: a GIN index finds them among few rows. Then, only when those are fewer
 * than `limit` (a one-time filter: the scan does not run otherwise), the rows that match only in
 * the summary (C) or description (D), ranked on the whole weighted document. Ties: id. Each step
 * ranks at most SEARCH_CANDIDATES rows.
 */
export async function rankedIds(db: Executor, table: Searchable, tsquery: string, limit: number): Promise<number[]> {
  const query = sql`to_tsquery('simple', ${tsquery})`;
  const inTitle = sql`${table.titleVector} @@ ${query}`;
  const result = await db.execute(sql`
    with in_title as materialized (
      select id, ts_rank_cd(vector, ${query}) as rank
      from (
        select ${table.id} as id, ${table.titleVector} as vector from ${table}
        where ${table.isActive} and ${inTitle}
        limit ${SEARCH_CANDIDATES}
      ) as candidates
      order by rank desc, id
      limit ${limit}
    )
    select id from (
      select id, 0 as step, rank from in_title
      union all
      select id, 1 as step, ts_rank_cd(vector, ${query}) as rank
      from (
        select ${table.id} as id, ${table.searchVector} as vector from ${table}
        where ${table.isActive} and ${table.searchVector} @@ ${query} and not coalesce(${inTitle}, false)
        limit ${SEARCH_CANDIDATES}
      ) as candidates
      where (select count(*) from in_title) < ${limit}
    ) as matches
    order by step, rank desc, id
    limit ${limit}`);
  // Both drivers answer { rows }; drizzle's generic result type does not say so.
  const { rows } = result as unknown as { rows: { id: number | string }[] };
  return rows.map((row) => Number(row.id));
}

/** The JSON array a statement answers in one value (a driver may have parsed it already). */
async function jsonArray<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: { list: T[] | string | null }[] };
  const list = result.rows[0]?.list ?? [];
  return typeof list === 'string' ? (JSON.parse(list) as T[]) : list;
}

/**
 * What the suggestion index is built from, most popular first (the catalogue's "popular" order),
 * each title and name with its translations (a word in any language finds it):
 * one statement per kind (tours, treks, destinations). Every destination comes (an inactive one's name is still the place of
 * its tours, as in the title vectors); only the active ones are suggested. Each kind comes as one
 * JSON array in a single value: turning 100,000 rows into JavaScript objects one by one (PGlite
 * in this process, or the drivers' row parsing) held the event loop for seconds.
 */
export async function suggestionSource(db: Executor): Promise<SuggestionSource> {
  const [tourRows, trekRows, destinationRows] = await Promise.all([
    jsonArray<[number, string, number]>(
      db,
      sql`select json_agg(json_build_array(${tours.id}, catalogue_all_languages(${tours.title}, ${tours.translations}, 'title'), ${tours.destinationId})
            order by ${tours.bookingCount} desc, ${tours.reviewCount} desc, ${tours.id}) as list
          from ${tours} where ${tours.isActive}`,
    ),
    jsonArray<[number, string, number]>(
      db,
      sql`select json_agg(json_build_array(${treks.id}, catalogue_all_languages(${treks.title}, ${treks.translations}, 'title'), ${treks.destinationId})
            order by ${treks.bookingCount} desc, ${treks.reviewCount} desc, ${treks.id}) as list
          from ${treks} where ${treks.isActive}`,
    ),
    jsonArray<[number, string, string | null, string | null, string | null, boolean]>(
      db,
      sql`select json_agg(json_build_array(${destinations.id},
              catalogue_all_languages(${destinations.name}, ${destinations.translations}, 'name'), ${destinations.country},
              ${destinations.state}, ${destinations.city}, ${destinations.isActive})
            order by ${destinations.bookingCount} desc, ${destinations.reviewCount} desc, ${destinations.id}) as list
          from ${destinations}`,
    ),
  ]);
  return {
    tours: tourRows.map(([id, title, destinationId]) => ({ id, title, destinationId })),
    treks: trekRows.map(([id, title, destinationId]) => ({ id, title, destinationId })),
    destinations: destinationRows.map(([id, name, country, state, city, isActive]) => ({
      id,
      name,
      country,
      state,
      city,
      isActive,
    })),
  };
}
