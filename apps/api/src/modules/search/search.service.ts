import type { SearchResults } from '@trails/contracts/catalogue';
import { CATALOGUE_LIMITS } from '@trails/contracts/catalogue-constants';
import { LIMITS, type Locale } from '@trails/contracts/constants';
import type { Database } from '../../db/client.ts';
import { destinations, tours, treks } from '../../db/schema/index.ts';
import type { PublicCache } from '../../lib/public-cache.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { DestinationsService } from '../destinations/destinations.service.ts';
import { buildTsQuery, queryWords } from './search-query.ts';
import { rankedIds, similarTerms, suggestionSource } from './search.repo.ts';
import {
  buildSuggestionIndex,
  suggest,
  suggestionQueryWords,
  suggestionRowsOf,
  type SuggestionIndex,
} from './suggestion-index.ts';

const EMPTY: SearchResults = { tours: [], destinations: [], treks: [] };
/** Lets the requests that came in meanwhile run, between two parts of an index build. */
const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The catalogue version the suggestion index follows (the response cache's; see catalogueVersion). */
export type SearchFreshness = Pick<PublicCache, 'catalogueVersion' | 'enabled'>;

export function createSearchService(
  db: Database,
  {
    tours: tourService,
    treks: trekService,
    destinations: destinationService,
    freshness,
  }: {
    tours: CatalogueService<'tour'>;
    treks: CatalogueService<'trek'>;
    destinations: DestinationsService;
    freshness?: SearchFreshness;
  },
) {
  let current: { version: number; index: SuggestionIndex } | undefined;
  let building: { version: number; index: Promise<SuggestionIndex> } | undefined;

  /**
   * The suggestion index of the current catalogue version. When a write moved the version, the
   * first search reads the catalogue again and the searches meanwhile await that same build; a
   * build begun before the write is not joined, so no search shows data older than the write.
   */
  function freshIndex(version: number): Promise<SuggestionIndex> {
    if (current?.version === version) return Promise.resolve(current.index);
    if (building?.version === version) return building.index;
    const index = suggestionSource(db).then(async (source) => {
      const built = await buildSuggestionIndex(suggestionRowsOf(source), giveWay);
      if (!current || current.version < version) current = { version, index: built };
      return built;
    });
    const flight = { version, index };
    building = flight;
    const done = () => {
      if (building === flight) building = undefined;
    };
    index.then(done, done);
    return index;
  }

  /** The summaries of the ids found; a kind with no ids costs no statement. */
  async function summaries(
    tourIds: number[],
    destinationIds: number[],
    trekIds: number[],
    lang: Locale,
  ): Promise<SearchResults> {
    const [tourResults, destinationResults, trekResults] = await Promise.all([
      tourIds.length ? tourService.summaries(tourIds, lang) : [],
      destinationIds.length ? destinationService.summaries(destinationIds, lang) : [],
      trekIds.length ? trekService.summaries(trekIds, lang) : [],
    ]);
    return { tours: tourResults, destinations: destinationResults, treks: trekResults };
  }

  /** The full-text search over whole documents (descriptions too), ranked by PostgreSQL. */
  async function searchDocuments(q: string | undefined, limit: number, lang: Locale): Promise<SearchResults> {
    const words = queryWords(q);
    if (words.length === 0) return EMPTY;
    const tsquery = buildTsQuery(words, await similarTerms(db, words, CATALOGUE_LIMITS.termsPerWord));
    if (!tsquery) return EMPTY;
    const [tourIds, destinationIds, trekIds] = await Promise.all([
      rankedIds(db, tours, tsquery, limit),
      rankedIds(db, destinations, tsquery, limit),
      rankedIds(db, treks, tsquery, limit),
    ]);
    return summaries(tourIds, destinationIds, trekIds, lang);
  }

  return {
    /**
     * Tours, destinations and treks for what was typed, most relevant first. The search box's
     * suggestions (at most LIMITS.searchSuggestions) come from the in-process suggestion index:
     * titles and places, whole words, beginnings and typos; then only the summaries are read.
     * When no title or place matches, the full-text search answers (words of descriptions).
     * Longer lists (the search page), and every search while the catalogue version cannot be
     * trusted (the cross-process listener is down), use the full-text search. Titles, names and
     * descriptions are found in every language they are written in; the results answer in `lang`.
     */
    async search(q: string | undefined, limit: number, lang: Locale = 'en'): Promise<SearchResults> {
      if (!freshness?.enabled || limit > LIMITS.searchSuggestions) return searchDocuments(q, limit, lang);
      const words = suggestionQueryWords(q);
      if (words.length === 0) return EMPTY;
      const index = await freshIndex(freshness.catalogueVersion);
      const tourIds = suggest(index, 'tours', words, limit);
      const destinationIds = suggest(index, 'destinations', words, limit);
      const trekIds = suggest(index, 'treks', words, limit);
      // Words found only in descriptions ("sledges") still find something, as on the search page.
      if (tourIds.length === 0 && destinationIds.length === 0 && trekIds.length === 0)
        return searchDocuments(q, limit, lang);
      return summaries(tourIds, destinationIds, trekIds, lang);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
