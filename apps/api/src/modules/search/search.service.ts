import { CATALOGUE_LIMITS, type SearchResults } from '@trails/contracts';
import type { Database } from '../../db/client.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { DestinationsService } from '../destinations/destinations.service.ts';
import { queryWords } from './search-query.ts';
import { searchIds } from './search.repo.ts';

const EMPTY: SearchResults = { tours: [], destinations: [] };

export function createSearchService(
  db: Database,
  {
    tours: tourService,
    destinations: destinationService,
  }: { tours: CatalogueService<'tour'>; destinations: DestinationsService },
) {
  return {
    /**
     * Tours and destinations for what was typed, most relevant first. Each word is widened with
     * the catalogue terms that look like it (typos), then full-text search ranks the matches: one
     * statement; then the summaries of what it found.
     */
    async search(q: string | undefined, limit: number): Promise<SearchResults> {
      const words = queryWords(q);
      if (words.length === 0) return EMPTY;
      const found = await searchIds(db, words, CATALOGUE_LIMITS.termsPerWord, limit);
      if (found.tours.length === 0 && found.destinations.length === 0) return EMPTY;
      const [tourResults, destinationResults] = await Promise.all([
        found.tours.length ? tourService.summaries(found.tours) : [],
        found.destinations.length ? destinationService.summaries(found.destinations) : [],
      ]);
      return { tours: tourResults, destinations: destinationResults };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
