import type {
  DestinationDetail,
  DestinationFacets,
  DestinationsQuery,
  DestinationSummary,
  StateSummary,
} from '@trails/contracts/catalogue';
import { CATALOGUE_LIMITS, pageWindow } from '@trails/contracts/catalogue-constants';
import type { ListEnvelope } from '@trails/contracts/common';
import type { Locale } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { list, pageMeta } from '../../lib/respond.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import {
  countriesWithDestinations,
  destinationsInState,
  destinationSummaries,
  findPublicDestination,
  listDestinations,
  sitemapRows,
  statesWithDestinations,
} from './destinations.repo.ts';

export function createDestinationsService(
  db: Database,
  { tours, treks }: { tours: CatalogueService<'tour'>; treks: CatalogueService<'trek'> },
) {
  /** The public destination with its first tours and treks (featured first, then best rated), or null. */
  async function find(idOrSlug: string, lang: Locale = 'en'): Promise<DestinationDetail | null> {
    const row = await findPublicDestination(db, idOrSlug, lang);
    if (!row) return null;
    const [tourList, trekList] = await Promise.all([
      row.tour_count > 0 ? tours.ofDestination(row.id, CATALOGUE_LIMITS.destinationTours, undefined, lang) : [],
      row.trek_count > 0 ? treks.ofDestination(row.id, CATALOGUE_LIMITS.destinationTours, undefined, lang) : [],
    ]);
    return { ...row, tours: tourList, treks: trekList };
  }

  return {
    async list(query: DestinationsQuery): Promise<ListEnvelope<DestinationSummary>> {
      const { page, perPage } = pageWindow(query);
      const { rows, total } = await listDestinations(db, query, query.sort, page, perPage, query.lang);
      return list(rows, pageMeta(page, perPage, total));
    },

    summaries: (ids: number[], lang: Locale = 'en'): Promise<DestinationSummary[]> =>
      destinationSummaries(db, ids, lang),

    inState: (state: string, lang: Locale = 'en'): Promise<DestinationSummary[]> =>
      destinationsInState(db, state, CATALOGUE_LIMITS.byStateMax, lang),

    states: (): Promise<StateSummary[]> => statesWithDestinations(db),

    async facets(): Promise<DestinationFacets> {
      return { countries: await countriesWithDestinations(db) };
    },

    find,

    /** Public destinations for sitemap.xml, at most `max`. */
    sitemapRows: (max: number) => sitemapRows(db, max),

    async get(idOrSlug: string, lang: Locale = 'en'): Promise<DestinationDetail> {
      const destination = await find(idOrSlug, lang);
      if (!destination) throw notFound(MESSAGES.destinationNotFound);
      return destination;
    },
  };
}

export type DestinationsService = ReturnType<typeof createDestinationsService>;
