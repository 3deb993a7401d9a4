import { eq, gte, lte } from 'drizzle-orm';
import {
  MESSAGES,
  pageWindow,
  type ListEnvelope,
  type TrekDetail,
  type TrekFacets,
  type TreksQuery,
  type TrekSummary,
} from '@trails/contracts';
import type { Database } from '../../db/client.ts';
import { treks } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { list, pageMeta } from '../../lib/respond.ts';
import { pageOfItemIds, priceBounds, withItineraryAndRating } from '../catalogue/catalogue.repo.ts';
import { altitudeBounds, findPublicTrek, trekSummaries } from './treks.repo.ts';

export function createTreksService(db: Database) {
  /** The public trek, or null when it is missing or inactive. */
  async function find(idOrSlug: string): Promise<TrekDetail | null> {
    const row = await findPublicTrek(db, idOrSlug);
    return row ? withItineraryAndRating(db, 'trek', row) : null;
  }

  return {
    async list(query: TreksQuery): Promise<ListEnvelope<TrekSummary>> {
      const { page, perPage } = pageWindow(query);
      const { ids, total } = await pageOfItemIds(db, 'trek', {
        filters: query,
        extra: [
          query.difficulty ? eq(treks.difficultyLevel, query.difficulty) : undefined,
          query.altitudeRange ? gte(treks.maxAltitudeM, query.altitudeRange.min) : undefined,
          query.altitudeRange ? lte(treks.maxAltitudeM, query.altitudeRange.max) : undefined,
        ],
        sort: query.sort,
        page,
        perPage,
      });
      return list(await trekSummaries(db, ids), pageMeta(page, perPage, total));
    },

    async facets(): Promise<TrekFacets> {
      const [prices, altitudes] = await Promise.all([priceBounds(db, 'trek'), altitudeBounds(db)]);
      return { ...prices, ...altitudes };
    },

    find,

    async get(idOrSlug: string): Promise<TrekDetail> {
      const trek = await find(idOrSlug);
      if (!trek) throw notFound(MESSAGES.trekNotFound);
      return trek;
    },
  };
}

export type TreksService = ReturnType<typeof createTreksService>;
