import { CATALOGUE_LIMITS, type SearchResults } from '@trails/contracts';
import type { Database } from '../../db/client.ts';
import { destinations, tours } from '../../db/schema/index.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { DestinationsService } from '../destinations/destinations.service.ts';
import { buildTsQuery, queryWords } from './search-query.ts';
import { rankedIds, similarTerms } from './search.repo.ts';

const EMPTY: SearchResults = { tours: [], destinations: [] };

export function createSearchService(
  db: Database,
  { tours: tourService, destinations: destinationService }: { tours: CatalogueService<'tour'>; destinations: DestinationsService },
) {
  return {
    /**
     * Tours and destinations for what was typed, most relevant first. Each word is widened with
     * the catalogue terms that look like it (typos), then full-text search ranks the matches.
     */
    async search(q: string | undefined, limit: number): Promise<SearchResults> {
      const words = queryWords(q);
      if (words.length === 0) return EMPTY;
      const tsquery = buildTsQuery(words, await similarTerms(db, words, CATALOGUE_LIMITS.termsPerWord));
      if (!tsquery) return EMPTY;
      const [tourIds, destinationIds] = await Promise.all([
        rankedIds(db, tours, tsquery, limit),
        rankedIds(db, destinations, tsquery, limit),
      ]);
      const [tourResults, destinationResults] = await Promise.all([
        tourService.summaries(tourIds),
        destinationService.summaries(destinationIds),
      ]);
      return { tours: tourResults, destinations: destinationResults };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
