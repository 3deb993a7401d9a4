import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { destinations, searchTerms, tours } from '../../db/schema/index.ts';

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

/** Words shorter than this match exactly; longer ones also as a prefix ("manal" finds "manali"). */
export const PREFIX_MIN_LENGTH = 2;

/**
 * How many matching rows one step of a search ranks at most. A word as common as "snow", or a
 * two-letter beginning, matches a large part of a big catalogue; ranking each of those rows would
 * cost time in proportion to the catalogue. The matches of a word that common rank almost alike, so
 * the best of the first rows found stand for the best of all.
 */
export const SEARCH_CANDIDATES = 100;

type Searchable = typeof tours | typeof destinations;

/** The tsquery every part of the statement matches against: an InitPlan, computed once. */
const QUERY = sql`(select q from query)`;
/**
 * The words alone (`manaly:* & snow:*`), a parameter: it matches a subset of what QUERY matches, so
 * `own or QUERY` selects the same rows, but the planner can estimate it from the words themselves.
 * For a word most rows hold ("market" in descriptions), it then scans the table and stops at the
 * first SEARCH_CANDIDATES matches instead of building a bitmap of all of them; for a rare one it
 * uses the GIN indexes. (QUERY, computed inside the statement, looks equally rare whatever it is.)
 */
const OWN = sql`to_tsquery('simple', ${sql.placeholder('own')})`;
const matching = (vector: SQLWrapper) => sql`(${vector} @@ ${OWN} or ${vector} @@ ${QUERY})`;

/**
 * Ids of the active rows of a table whose document matches, best first, as an array. First the
 * rows whose title part matches (title A, place B), ranked with ts_rank_cd on that part: a GIN index
 * finds them among few rows. Then, only when those are fewer than `limit` (a one-time filter: the
 * scan does not run otherwise), the rows that match only in the summary (C) or description (D),
 * ranked on the whole weighted document. Ties: id. Each step ranks at most SEARCH_CANDIDATES rows.
 */
function rankedIds(table: Searchable, name: string) {
  const inTitle = sql.raw(`${name}_in_title`);
  return {
    cte: sql`${inTitle} as materialized (
      select id, ts_rank_cd(vector, ${QUERY}) as rank
      from (
        select ${table.id} as id, ${table.titleVector} as vector from ${table}
        where ${table.isActive} and ${matching(table.titleVector)}
        limit ${SEARCH_CANDIDATES}
      ) as candidates
      order by rank desc, id
      limit ${sql.placeholder('limit')}
    )`,
    ids: sql`(select array_agg(id order by step, rank desc, id) from (
      select id, step, rank from (
        select id, 0 as step, rank from ${inTitle}
        union all
        select id, 1 as step, ts_rank_cd(vector, ${QUERY}) as rank
        from (
          select ${table.id} as id, ${table.searchVector} as vector from ${table}
          where ${table.isActive} and ${matching(table.searchVector)}
            and not coalesce(${table.titleVector} @@ ${QUERY}, false)
          limit ${SEARCH_CANDIDATES}
        ) as candidates
        where (select count(*) from ${inTitle}) < ${sql.placeholder('limit')}
      ) as matches
      order by step, rank desc, id
      limit ${sql.placeholder('limit')}
    ) as best)`,
  };
}

/**
 * The whole search in one statement, its SQL built once. Not a named server-side statement: a plan
 * made once for any words would guess how many rows each word matches, and the right plan for a
 * word in most rows (a scan that stops early) is the wrong one for a rare word (the index). The words (from queryWords: letters, marks and digits only) become a tsquery:
 * `(manaly:* | manali) & (trek:* | treks)`, every word as itself (a prefix from PREFIX_MIN_LENGTH
 * letters) or as one of up to `perWord` dictionary terms like it (words of TYPO_MIN_LENGTH letters
 * or more; `%` uses the trigram index of search_terms, which holds only the catalogue's distinct
 * words, so this stays fast however many tours there are). Terms holding tsquery syntax are left
 * out. Then the tours and the destinations it matches, ranked as rankedIds says.
 */
function prepareSearch(db: Database) {
  const term = searchTerms.term;
  const tourIds = rankedIds(tours, 'tour');
  const destinationIds = rankedIds(destinations, 'destination');
  return (
    db
      .select({
        tours: sql<(number | string)[] | null>`found.tours`,
        destinations: sql<(number | string)[] | null>`found.destinations`,
      })
      .from(
        sql`(
        with words as (
          select word, ord from unnest(${sql.placeholder('words')}::text[]) with ordinality as w(word, ord)
        ),
        query as (
          select to_tsquery('simple', string_agg(alternatives, ' & ' order by ord)) as q
          from (
            select ord, '(' || concat_ws(' | ',
              case when length(word) >= ${PREFIX_MIN_LENGTH} then word || ':*' else word end,
              (
                select string_agg(alike.term, ' | ' order by alike.score desc, alike.term)
                from (
                  select ${term} as term, similarity(${term}, words.word) as score from ${searchTerms}
                  where length(words.word) >= ${TYPO_MIN_LENGTH}
                    and ${term} % words.word and similarity(${term}, words.word) >= ${TERM_SIMILARITY_MIN}
                    and ${term} <> words.word and ${term} !~ '[[:punct:][:space:]]'
                  order by score desc, ${term}
                  limit ${sql.placeholder('perWord')}
                ) as alike
              )
            ) || ')' as alternatives
            from words
          ) as parts
        ),
        ${tourIds.cte},
        ${destinationIds.cte}
        select ${tourIds.ids} as tours, ${destinationIds.ids} as destinations
      ) as found`,
      )
      // No name: node-postgres sends it unnamed, so the server plans it for each search's words.
      .prepare('')
  );
}

export type PreparedSearch = ReturnType<typeof prepareSearch>;

/** One search statement per database handle, prepared on first use. */
const prepared = new WeakMap<Database, PreparedSearch>();

/**
 * Ids of the active tours and destinations matching every word (as itself, as a prefix, or as a
 * similar catalogue word), best first, at most `limit` of each: one statement.
 */
export async function searchIds(
  db: Database,
  words: readonly string[],
  perWord: number,
  limit: number,
): Promise<{ tours: number[]; destinations: number[] }> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareSearch(db);
    prepared.set(db, statement);
  }
  const own = words.map((word) => (word.length >= PREFIX_MIN_LENGTH ? `${word}:*` : word)).join(' & ');
  const [row] = await statement.execute({ words: [...words], own, perWord, limit });
  return { tours: (row?.tours ?? []).map(Number), destinations: (row?.destinations ?? []).map(Number) };
}
