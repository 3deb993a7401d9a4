import type { TourMap, TourMapQuery } from '@trails/contracts/catalogue';
import { CATALOGUE_LIMITS, pageWindow } from '@trails/contracts/catalogue-constants';
import type { ListEnvelope } from '@trails/contracts/common';
import type { Locale } from '@trails/contracts/constants';
import type { NotAvailable } from '@trails/contracts/not-available';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { list, pageMeta } from '../../lib/respond.ts';
import { CATALOGUE_KINDS, type ItemKind, type KindTypes } from './catalogue.kinds.ts';
import {
  altitudeBounds,
  categoryCounts,
  findPublicItem,
  itemSummaries,
  kindConditions,
  listItems,
  priceBounds,
  priceQuartiles,
  hasPricedItems,
  findInactiveItem,
  publicItemId,
  sitemapRows,
  tourMapPoints,
  withItinerary,
  type DetailRow,
  type ItemOrder,
} from './catalogue.repo.ts';

type Summary<K extends ItemKind> = KindTypes[K]['summary'];

/** How many bookable trips the page of a not-available one suggests. */
const SIMILAR_ITEMS = 3;
type Detail<K extends ItemKind> = KindTypes[K]['detail'];

/** "4,270 m" from 4270: the trek's top altitude as the site writes it; null when unknown. */
export function formatAltitude(metres: number | null): string | null {
  return metres === null ? null : `${metres.toLocaleString('en-US')} m`;
}

/** What each kind adds to the rows it answers, and the filter bounds only it has. */
const KIND_BEHAVIOUR = {
  tour: {
    present: <Row extends object>(row: Row) => row,
    facets: async (db: Database) => ({ categories: await categoryCounts(db) }),
  },
  trek: {
    present: <Row extends { max_altitude_m: number | null }>(row: Row) => ({
      ...row,
      altitude: formatAltitude(row.max_altitude_m),
    }),
    facets: altitudeBounds,
  },
};

/** The public catalogue of one kind: list, facets, detail, and what other modules reuse. */
export function createCatalogueService<K extends ItemKind>(db: Database, kind: K) {
  const present = KIND_BEHAVIOUR[kind].present as <Row>(row: Row) => Row;
  const conditions = kindConditions[kind] as (query: KindTypes[K]['query']) => ReturnType<(typeof kindConditions)[K]>;

  const summaries = async (ids: number[], lang: Locale = 'en'): Promise<Summary<K>[]> =>
    (await itemSummaries(db, kind, ids, lang)).map(present) as Summary<K>[];

  async function ofDestination(
    destinationId: number,
    limit: number,
    sort: ItemOrder = 'featured',
    lang: Locale = 'en',
  ): Promise<Summary<K>[]> {
    const { rows } = await listItems(db, kind, {
      filters: { destination: String(destinationId) },
      sort,
      page: 1,
      perPage: limit,
      lang,
    });
    return rows.map(present) as Summary<K>[];
  }

  /** The public item, or null when it is missing or inactive. */
  async function find(idOrSlug: string, lang: Locale = 'en'): Promise<Detail<K> | null> {
    const row = await findPublicItem(db, kind, idOrSlug, lang);
    return row ? (present(await withItinerary(db, kind, row, lang)) as Detail<K>) : null;
  }

  return {
    kind,

    async list(query: KindTypes[K]['query']): Promise<ListEnvelope<Summary<K>>> {
      const { page, perPage } = pageWindow(query);
      const { rows, total } = await listItems(db, kind, {
        filters: query,
        extra: conditions(query),
        sort: query.sort,
        page,
        perPage,
        lang: query.lang,
      });
      return list(rows.map(present) as Summary<K>[], pageMeta(page, perPage, total));
    },

    /** Active items of one destination in a given order (a destination's page shows the first few). */
    ofDestination,

    summaries,

    /** The id of a public item by id or slug, or null. */
    publicId: (idOrSlug: string): Promise<number | null> => publicItemId(db, kind, idOrSlug),

    async facets(): Promise<KindTypes[K]['facets']> {
      const [prices, own] = await Promise.all([priceBounds(db, kind), KIND_BEHAVIOUR[kind].facets(db)]);
      return { ...prices, ...own } as KindTypes[K]['facets'];
    },

    /** The middle half of the active items' prices (lower and upper quartile), or null. */
    priceQuartiles: () => priceQuartiles(db, kind),

    /** Whether any item of the kind, active or not, has a price. */
    hasPriced: () => hasPricedItems(db, kind),

    /**
     * An item that exists but is not active: its title only, and up to `limit` bookable items of
     * its destination, then the most popular others. Null when there is no such item.
     */
    async notAvailable(
      idOrSlug: string,
      limit = SIMILAR_ITEMS,
      lang: Locale = 'en',
    ): Promise<NotAvailable<Summary<K>> | null> {
      const row = await findInactiveItem(db, kind, idOrSlug, lang);
      if (!row) return null;
      const near = await ofDestination(row.destinationId, limit, 'popular', lang);
      if (near.length >= limit) return { title: row.title, similar: near };
      const { rows } = await listItems(db, kind, { filters: {}, sort: 'popular', page: 1, perPage: limit * 2, lang });
      const others = (rows.map(present) as Summary<K>[]).filter(
        (item) => !near.some((chosen) => chosen.id === item.id),
      );
      return { title: row.title, similar: [...near, ...others].slice(0, limit) };
    },

    find,

    async get(idOrSlug: string, lang: Locale = 'en'): Promise<Detail<K>> {
      const item = await find(idOrSlug, lang);
      if (!item) throw notFound(CATALOGUE_KINDS[kind].notFound);
      return item;
    },

    /** The tours map: every active tour that matches the list's filters, up to the cap. */
    tourMap: (query: TourMapQuery): Promise<TourMap> =>
      tourMapPoints(db, query, kindConditions.tour(query), CATALOGUE_LIMITS.mapPointsMax, query.lang),

    /** Public items for sitemap.xml, at most `max`. */
    sitemapRows: (max: number) => sitemapRows(db, kind, max),
  };
}

export type CatalogueService<K extends ItemKind> = ReturnType<typeof createCatalogueService<K>>;

/*
 * The service casts its rows to the contract's types; the compiler still checks that the columns
 * each kind selects, once presented, fit those types.
 */
type Presented<K extends ItemKind, Row> = K extends 'trek' ? Row & { altitude: string | null } : Row;
type Listed<K extends ItemKind> = Presented<K, Awaited<ReturnType<typeof itemSummaries<K>>>[number]>;
type Found<K extends ItemKind> = Presented<K, Awaited<ReturnType<typeof withItinerary<DetailRow<K>>>>>;
type Fits<Row, Contract> = Row extends Contract ? true : false;
export type RowsFitContracts = [
  Fits<Listed<'tour'>, KindTypes['tour']['summary']>,
  Fits<Listed<'trek'>, KindTypes['trek']['summary']>,
  Fits<Found<'tour'>, KindTypes['tour']['detail']>,
  Fits<Found<'trek'>, KindTypes['trek']['detail']>,
] extends [true, true, true, true]
  ? true
  : never;
const rowsFitContracts: RowsFitContracts = true;
void rowsFitContracts;
