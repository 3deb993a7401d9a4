/**
 * The in-process index the search box's suggestions are answered from: the words of every active
 * tour's and trek's title and place, and of every active destination's name and region, in a sorted
 * dictionary with a posting list per word and field. Pure code: the rows come from search.repo.
 *
 * A lookup costs a few binary searches and a walk over the first entries of some posting lists,
 * whatever the size of the catalogue: entries are numbered in popularity order, so the first
 * matches found in a list are also the most popular ones.
 */

/** One searchable item, in popularity order: its id, its title words (A) and its place words (B). */
export interface SuggestionRow {
  id: number;
  title: string;
  place: string;
}

export const SUGGESTION_KINDS = ['tours', 'destinations', 'treks'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** Words of at least this many letters also match dictionary words one edit away. */
export const TYPO_MIN_LETTERS = 4;
/** Words of at least this many letters match dictionary words two edits away. */
export const TYPO_TWO_EDITS_LETTERS = 8;
/** Words shorter than this match whole words only; longer ones also as beginnings. */
const PREFIX_MIN_LETTERS = 2;
/** At most this many words of a query are used; a longer word is cut (as the SQL search does). */
const MAX_WORDS = 8;
const WORD_MAX_LENGTH = 40;

const WORD_RUN = /[\p{L}\p{M}\p{N}]+/gu;
/** Latin combining accents (NFKD splits é into e and U+0301); Devanagari vowel signs are kept. */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;

const NON_ASCII = /[^\t\n\r -~]/;
const ASCII_SEPARATORS = /[^a-z0-9]+/;

/** The distinct words of a text: compatibility-decomposed, lower case, Latin accents removed. */
export function suggestionWords(text: string | null | undefined): string[] {
  const lower = (text ?? '').toLowerCase();
  // Most catalogue text is ASCII: decomposition would leave it as it is, and a plain split is
  // several times faster than the Unicode pattern (the index splits every title on a rebuild).
  const runs = NON_ASCII.test(lower)
    ? (lower.normalize('NFKD').replace(LATIN_ACCENTS, '').match(WORD_RUN) ?? [])
    : lower.split(ASCII_SEPARATORS);
  const words: string[] = [];
  for (const run of runs) {
    const word = run.length > WORD_MAX_LENGTH ? run.slice(0, WORD_MAX_LENGTH) : run;
    if (word && !words.includes(word)) words.push(word);
  }
  return words;
}

/** The catalogue as search.repo reads it: each kind most popular first. */
export interface SuggestionSource {
  tours: { id: number; title: string; destinationId: number }[];
  treks: { id: number; title: string; destinationId: number }[];
  destinations: {
    id: number;
    name: string;
    country: string | null;
    state: string | null;
    city: string | null;
    isActive: boolean;
  }[];
}

/**
 * The index's rows: a tour's or trek's place is its destination's name and state, a destination's
 * its country, state and city (the parts of the title vectors). Trips of one destination share one
 * place string, so its words are found once.
 */
export function suggestionRowsOf(source: SuggestionSource): Record<SuggestionKind, SuggestionRow[]> {
  const placeOfTours = new Map<number, string>();
  for (const place of source.destinations) placeOfTours.set(place.id, [place.name, place.state ?? ''].join(' '));
  const trip = (item: { id: number; title: string; destinationId: number }): SuggestionRow => ({
    id: item.id,
    title: item.title,
    place: placeOfTours.get(item.destinationId) ?? '',
  });
  return {
    tours: source.tours.map(trip),
    treks: source.treks.map(trip),
    destinations: source.destinations
      .filter((place) => place.isActive)
      .map((place) => ({ id: place.id, title: place.name, place: [place.country, place.state, place.city].join(' ') })),
  };
}

/**
 * One kind's entries. Posting lists and each entry's words are flat typed arrays (CSR): the list
 * of key k is postings[postingStart[k] .. postingStart[k + 1]], where key = word id * 2 + field
 * (0 title, 1 place); an entry's keys are entryKeys[entryStart[e] .. entryStart[e + 1]].
 */
interface KindIndex {
  ids: Int32Array;
  entryStart: Int32Array;
  entryKeys: Int32Array;
  postingStart: Int32Array;
  postings: Int32Array;
}

export interface SuggestionIndex {
  /** The distinct words of every entry, sorted (code unit order, so a beginning is a range). */
  words: string[];
  /** Typo lookups: every word and its variants with one or two letters left out -> word ids. */
  deletions: Map<string, number[]>;
  kinds: Record<SuggestionKind, KindIndex>;
}

/** Every variant of `word` with 1..`depth` letters left out (not the word itself). */
function deletionsOf(word: string, depth: number, into: Set<string> = new Set()): Set<string> {
  if (depth === 0 || word.length <= 1) return into;
  for (let i = 0; i < word.length; i += 1) {
    const variant = word.slice(0, i) + word.slice(i + 1);
    if (into.has(variant)) continue;
    into.add(variant);
    deletionsOf(variant, depth - 1, into);
  }
  return into;
}

/** How many letters a dictionary word may lose for the typo lookups to reach it. */
const dictionaryDepth = (word: string) =>
  word.length >= TYPO_TWO_EDITS_LETTERS - 2 ? 2 : word.length >= TYPO_MIN_LETTERS - 1 ? 1 : 0;
/** How many edits a query word may be away from a dictionary word. */
const typoEdits = (word: string) =>
  word.length >= TYPO_TWO_EDITS_LETTERS ? 2 : word.length >= TYPO_MIN_LETTERS ? 1 : 0;

/** Rows a build handles between two pauses (a few milliseconds of work). */
const BUILD_CHUNK = 5_000;

/**
 * Builds the index from each kind's rows, which must come in popularity order (most popular
 * first). The arrays made on the way are dropped; what stays is typed arrays and the dictionary.
 * `pause` lets a server answer other requests meanwhile (at 100,000 tours a build is a few
 * hundred milliseconds of CPU).
 */
export async function buildSuggestionIndex(
  rows: Record<SuggestionKind, readonly SuggestionRow[]>,
  pause: () => Promise<void> = async () => {},
): Promise<SuggestionIndex> {
  const provisional = new Map<string, number>();
  const idOf = (word: string) => {
    let id = provisional.get(word);
    if (id === undefined) {
      id = provisional.size;
      provisional.set(word, id);
    }
    return id;
  };
  // Places repeat (every tour of a destination has its place): their words are found once.
  const placeWords = new Map<string, number[]>();
  const placeKeys = (place: string) => {
    let keys = placeWords.get(place);
    if (!keys) {
      keys = suggestionWords(place).map((word) => idOf(word) * 2 + 1);
      placeWords.set(place, keys);
    }
    return keys;
  };
  // Each entry's keys with provisional word ids, per kind; splitting the titles is most of the
  // work, so it gives way to other requests every BUILD_CHUNK rows.
  const keysPerKind: number[][][] = [];
  for (const kind of SUGGESTION_KINDS) {
    const keysOfKind: number[][] = [];
    for (const row of rows[kind]) {
      const keys = suggestionWords(row.title).map((word) => idOf(word) * 2);
      for (const key of placeKeys(row.place)) keys.push(key);
      keysOfKind.push(keys);
      if (keysOfKind.length % BUILD_CHUNK === 0) await pause();
    }
    keysPerKind.push(keysOfKind);
  }
  const words = [...provisional.keys()].sort();
  const finalId = new Int32Array(provisional.size);
  words.forEach((word, id) => {
    finalId[provisional.get(word)!] = id;
  });

  const kinds = {} as Record<SuggestionKind, KindIndex>;
  SUGGESTION_KINDS.forEach((kind, k) => {
    const entries = keysPerKind[k]!;
    const entryStart = new Int32Array(entries.length + 1);
    let total = 0;
    entries.forEach((keys, e) => {
      total += keys.length;
      entryStart[e + 1] = total;
    });
    const entryKeys = new Int32Array(total);
    const postingStart = new Int32Array(words.length * 2 + 1);
    entries.forEach((keys, e) => {
      let at = entryStart[e]!;
      for (const key of keys) {
        const final = finalId[key >> 1]! * 2 + (key & 1);
        entryKeys[at++] = final;
        postingStart[final + 1]! += 1;
      }
    });
    for (let key = 0; key < words.length * 2; key += 1) postingStart[key + 1]! += postingStart[key]!;
    const postings = new Int32Array(total);
    const filled = postingStart.slice(0, words.length * 2);
    // Entries in order, so every posting list is in popularity order.
    for (let e = 0; e < entries.length; e += 1) {
      for (let at = entryStart[e]!; at < entryStart[e + 1]!; at += 1) postings[filled[entryKeys[at]!]!++] = e;
    }
    kinds[kind] = {
      ids: Int32Array.from(rows[kind], (row) => row.id),
      entryStart,
      entryKeys,
      postingStart,
      postings,
    };
  });

  const deletions = new Map<string, number[]>();
  const addDeletion = (variant: string, id: number) => {
    const list = deletions.get(variant);
    if (list) list.push(id);
    else deletions.set(variant, [id]);
  };
  words.forEach((word, id) => {
    const depth = dictionaryDepth(word);
    if (depth === 0) return;
    addDeletion(word, id);
    for (const variant of deletionsOf(word, depth)) addDeletion(variant, id);
  });
  return { words, deletions, kinds };
}

/** Optimal string alignment distance (an adjacent swap is one edit), or max + 1 once beyond max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** How a dictionary word matches a query word: the word itself, a beginning of it, or a typo. */
const EXACT = 0;
const PREFIX = 1;
const TYPO = 2;
const NO_MATCH = 99;

function lowerBound(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The dictionary words a query word matches -> how (EXACT, PREFIX or TYPO). */
function matchingWords(index: SuggestionIndex, word: string): Map<number, number> {
  const found = new Map<number, number>();
  const { words } = index;
  let at = lowerBound(words, word);
  if (words[at] === word) found.set(at++, EXACT);
  if (word.length >= PREFIX_MIN_LETTERS) {
    for (; at < words.length && words[at]!.startsWith(word); at += 1) found.set(at, PREFIX);
  }
  const edits = typoEdits(word);
  if (edits > 0) {
    for (const variant of [word, ...deletionsOf(word, edits)]) {
      for (const id of index.deletions.get(variant) ?? []) {
        if (!found.has(id) && editDistance(word, words[id]!, edits) <= edits) found.set(id, TYPO);
      }
    }
  }
  return found;
}

/** A match's tier, lower is better: exact in the title 0, exact in the place 1, beginning 2-3, typo 4-5. */
const TIERS = 6;
const tierOf = (how: number, key: number) => how * 2 + (key & 1);

/** The best tier in which an entry matches a query word, NO_MATCH when it does not. */
function entryTier(kind: KindIndex, entry: number, matches: Map<number, number>): number {
  let best = NO_MATCH;
  for (let at = kind.entryStart[entry]!; at < kind.entryStart[entry + 1]!; at += 1) {
    const key = kind.entryKeys[at]!;
    const how = matches.get(key >> 1);
    if (how !== undefined) best = Math.min(best, tierOf(how, key));
  }
  return best;
}

/** A min-heap of posting list cursors by their current entry: walks the union of lists in order. */
class Cursors {
  private heap: { at: number; end: number }[] = [];
  private readonly postings: Int32Array;
  constructor(postings: Int32Array) {
    this.postings = postings;
  }
  add(start: number, end: number) {
    if (start >= end) return;
    this.heap.push({ at: start, end });
    this.up(this.heap.length - 1);
  }
  /** The smallest current entry, or -1 when every list is done. */
  peek(): number {
    return this.heap.length ? this.postings[this.heap[0]!.at]! : -1;
  }
  /** Moves every cursor that stands on `entry` past it. */
  skip(entry: number) {
    while (this.heap.length && this.postings[this.heap[0]!.at] === entry) {
      const top = this.heap[0]!;
      top.at += 1;
      if (top.at >= top.end) {
        const last = this.heap.pop()!;
        if (this.heap.length === 0) break;
        this.heap[0] = last;
      }
      this.down(0);
    }
  }
  private value(i: number) {
    return this.postings[this.heap[i]!.at]!;
  }
  private swap(i: number, j: number) {
    [this.heap[i], this.heap[j]] = [this.heap[j]!, this.heap[i]!];
  }
  private up(i: number) {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.value(parent) <= this.value(i)) return;
      this.swap(i, parent);
      i = parent;
    }
  }
  private down(i: number) {
    for (;;) {
      const left = i * 2 + 1;
      const right = left + 1;
      let smallest = i;
      if (left < this.heap.length && this.value(left) < this.value(smallest)) smallest = left;
      if (right < this.heap.length && this.value(right) < this.value(smallest)) smallest = right;
      if (smallest === i) return;
      this.swap(i, smallest);
      i = smallest;
    }
  }
}

/** The query's distinct words, normalised as the dictionary is; at most MAX_WORDS. */
export function suggestionQueryWords(q: string | undefined): string[] {
  return suggestionWords(q).slice(0, MAX_WORDS);
}

/**
 * Ids of one kind's entries that match every word, best first: the sum of each word's tier (an
 * exact word before a beginning before a typo; in the title before in the place), then
 * popularity. Walks the posting lists of the word with the fewest matches, tier by tier and in
 * popularity order, and stops as soon as no later entry can rank among the first `limit`.
 */
export function suggest(
  index: SuggestionIndex,
  kind: SuggestionKind,
  words: readonly string[],
  limit: number,
): number[] {
  if (words.length === 0 || limit <= 0) return [];
  const entries = index.kinds[kind];
  const matches = words.map((word) => matchingWords(index, word));
  const listSize = (wordMatches: Map<number, number>) => {
    let size = 0;
    for (const id of wordMatches.keys()) size += entries.postingStart[id * 2 + 2]! - entries.postingStart[id * 2]!;
    return size;
  };
  const sizes = matches.map(listSize);
  const driver = sizes.indexOf(Math.min(...sizes));
  const driverMatches = matches[driver]!;
  const others = matches.filter((_, i) => i !== driver);

  // Found so far, best first: [score, entry].
  const found: [number, number][] = [];
  const full = () => found.length >= limit;
  for (let tier = 0; tier < TIERS; tier += 1) {
    if (full() && found[limit - 1]![0] < tier) break;
    const cursors = new Cursors(entries.postings);
    for (const [id, how] of driverMatches) {
      const key = id * 2 + (tier & 1);
      if (tierOf(how, key) === tier) cursors.add(entries.postingStart[key]!, entries.postingStart[key + 1]!);
    }
    for (let entry = cursors.peek(); entry >= 0; entry = cursors.peek()) {
      cursors.skip(entry);
      if (full()) {
        const [worstScore, worstEntry] = found[limit - 1]!;
        if (worstScore < tier || (worstScore === tier && worstEntry < entry))
          return found.map(([, e]) => entries.ids[e]!);
      }
      // An entry that matches the driver word better was taken in an earlier tier.
      if (entryTier(entries, entry, driverMatches) < tier) continue;
      let score = tier;
      for (const other of others) {
        score += entryTier(entries, entry, other);
        if (score >= NO_MATCH) break;
      }
      if (score >= NO_MATCH) continue;
      let at = found.length;
      while (at > 0 && (found[at - 1]![0] > score || (found[at - 1]![0] === score && found[at - 1]![1] > entry)))
        at -= 1;
      if (at >= limit) continue;
      found.splice(at, 0, [score, entry]);
      if (found.length > limit) found.pop();
    }
  }
  return found.map(([, entry]) => entries.ids[entry]!);
}

/** Rough bytes the index holds (typed arrays, dictionary strings, typo map), for the benchmark. */
export function suggestionIndexBytes(index: SuggestionIndex): number {
  let bytes = 0;
  for (const kind of Object.values(index.kinds)) {
    for (const array of Object.values(kind)) bytes += (array as Int32Array).byteLength;
  }
  for (const word of index.words) bytes += 16 + word.length * 2;
  for (const [variant, ids] of index.deletions) bytes += 16 + variant.length * 2 + 32 + ids.length * 8;
  return bytes;
}
