/**
 * Turning what a visitor typed into a PostgreSQL tsquery. Pure functions: the words are reduced to
 * letters, marks and digits, so the tsquery text built from them can hold no tsquery syntax.
 */

/** At most this many words of a query are used. */
export const SEARCH_MAX_WORDS = 8;
/** A longer word is cut: no catalogue word is this long. */
const WORD_MAX_LENGTH = 40;
/** Words shorter than this match exactly; longer ones also as a prefix ("manal" finds "manali"). */
const PREFIX_MIN_LENGTH = 2;

const WORD_RUN = /[\p{L}\p{M}\p{N}]+/gu;
const ONE_WORD = /^[\p{L}\p{M}\p{N}]+$/u;

/** The distinct lowercase runs of letters (with their combining marks) and digits, first 8. */
export function queryWords(q: string | undefined): string[] {
  const runs = (q ?? '').toLowerCase().match(WORD_RUN) ?? [];
  return [...new Set(runs.map((run) => run.slice(0, WORD_MAX_LENGTH)))].slice(0, SEARCH_MAX_WORDS);
}

/**
 * `(manaly:* | manali) & (trek:* | trek | treks)`: every word must match, as itself (a prefix when
 * long enough) or as one of its similar dictionary terms. Anything that is not a single word (in
 * the words or in the suggestions) is left out. Empty when no word is left.
 */
export function buildTsQuery(
  words: readonly string[],
  suggestions: ReadonlyMap<string, readonly string[]> = new Map(),
): string {
  return words
    .filter((word) => ONE_WORD.test(word))
    .map((word) => {
      const self = word.length >= PREFIX_MIN_LENGTH ? `${word}:*` : word;
      const similar = (suggestions.get(word) ?? []).filter((term) => ONE_WORD.test(term) && term !== word);
      return `(${[self, ...new Set(similar)].join(' | ')})`;
    })
    .join(' & ');
}
