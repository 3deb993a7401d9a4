import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { searchTerms, type destinations, type tours } from '../../db/schema/index.ts';

/**
 * Trigram similarity a dictionary term needs to stand in for a query word. Typos score well above
 * it (manaly/manali 0.56, valey/valley 0.63, raftng/rafting 0.5); pg_trgm's default of 0.3 also
 * lets in unrelated words of similar shape (rafting/raduling 0.31). `%` still uses the index.
 */
export const TERM_SIMILARITY_MIN = 0.4;

/**
 * Up to `perWord` dictionary terms like each word, most similar first, in one query. `%` uses the
 * trigram index of search_terms; the dictionary holds only the catalogue's distinct words, so this
 * stays fast however many tours there are.
 */
export async function similarTerms(db: Executor, words: string[], perWord: number): Promise<Map<string, string[]>> {
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
 * Ids of the active tours or destinations whose document matches the tsquery text, best first:
 * ts_rank_cd over the weighted document (title A, place B, summary C, description D), then id.
 */
export async function rankedIds(
  db: Executor,
  table: typeof tours | typeof destinations,
  tsquery: string,
  limit: number,
): Promise<number[]> {
  const query = sql`to_tsquery('simple', ${tsquery})`;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.isActive, true), sql`${table.searchVector} @@ ${query}`))
    .orderBy(desc(sql`ts_rank_cd(${table.searchVector}, ${query})`), asc(table.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
