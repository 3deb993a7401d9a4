import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  pageWindow,
  type ListEnvelope,
  type TourDetail,
  type TourFacets,
  type ToursQuery,
  type TourSummary,
} from '@trails/contracts';
import type { Database } from '../../db/client.ts';
import { tours } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { list, pageMeta } from '../../lib/respond.ts';
import { pageOfItemIds, priceBounds, withItineraryAndRating, type ItemOrder } from '../catalogue/catalogue.repo.ts';
import { categoryCounts, findPublicTour, tourSummaries } from './tours.repo.ts';

export function createToursService(db: Database) {
  /** The public tour, or null when it is missing or inactive. */
  async function find(idOrSlug: string): Promise<TourDetail | null> {
    const row = await findPublicTour(db, idOrSlug);
    return row ? withItineraryAndRating(db, 'tour', row) : null;
  }

  return {
    async list(query: ToursQuery): Promise<ListEnvelope<TourSummary>> {
      const { page, perPage } = pageWindow(query);
      const { ids, total } = await pageOfItemIds(db, 'tour', {
        filters: query,
        extra: [query.category ? eq(tours.category, query.category) : undefined],
        sort: query.sort,
        page,
        perPage,
      });
      return list(await tourSummaries(db, ids), pageMeta(page, perPage, total));
    },

    /** Active tours of one destination in a given order (a destination's page shows the first few). */
    async ofDestination(destinationId: number, limit: number, sort: ItemOrder = 'featured'): Promise<TourSummary[]> {
      const { ids } = await pageOfItemIds(db, 'tour', {
        filters: { destination: String(destinationId) },
        sort,
        page: 1,
        perPage: limit,
      });
      return tourSummaries(db, ids);
    },

    summaries: (ids: number[]): Promise<TourSummary[]> => tourSummaries(db, ids),

    async facets(): Promise<TourFacets> {
      const [bounds, categories] = await Promise.all([priceBounds(db, 'tour'), categoryCounts(db)]);
      return { ...bounds, categories };
    },

    find,

    async get(idOrSlug: string): Promise<TourDetail> {
      const tour = await find(idOrSlug);
      if (!tour) throw notFound(MESSAGES.tourNotFound);
      return tour;
    },
  };
}

export type ToursService = ReturnType<typeof createToursService>;
