/**
 * Turning what a visitor typed into the words of a search (search.repo builds the tsquery from
 * them). The words are reduced to letters, marks and digits, so they can hold no tsquery syntax.
 */

/** At most this many words of a query are used. */
export const SEARCH_MAX_WORDS = 8;
/** A longer word is cut: no catalogue word is this long. */
const WORD_MAX_LENGTH = 40;

const WORD_RUN = /[\p{L}\p{M}\p{N}]+/gu;

/** The distinct lowercase runs of letters (with their combining marks) and digits, first 8. */
export function queryWords(q: string | undefined): string[] {
  const runs = (q ?? '').toLowerCase().match(WORD_RUN) ?? [];
  return [...new Set(runs.map((run) => run.slice(0, WORD_MAX_LENGTH)))].slice(0, SEARCH_MAX_WORDS);
}
