import {
  toursApi,
  treksApi,
  tourDetail,
  tourFacets,
  toursQuery,
  tourSummary,
  trekDetail,
  trekFacets,
  treksQuery,
  trekSummary,
  type TourDetail,
  type TourFacets,
  type ToursQuery,
  type TourSummary,
  type TrekDetail,
  type TrekFacets,
  type TreksQuery,
  type TrekSummary,
} from '@trails/contracts/catalogue';
import { MESSAGES } from '@trails/contracts/messages';

/** The two kinds of bookable trip the catalogue holds. They share everything but what is listed here. */
export type ItemKind = 'tour' | 'trek';

/** The contract's types of each kind. */
export interface KindTypes {
  tour: { query: ToursQuery; summary: TourSummary; detail: TourDetail; facets: TourFacets };
  trek: { query: TreksQuery; summary: TrekSummary; detail: TrekDetail; facets: TrekFacets };
}

/** How each kind is addressed and described: API endpoints, docs, schemas, messages, page names. */
export const CATALOGUE_KINDS = {
  tour: {
    api: toursApi,
    tag: 'tours',
    plural: 'tours',
    schemas: { query: toursQuery, summary: tourSummary, detail: tourDetail, facets: tourFacets },
    facetsSummary: 'Price bounds and categories of the active tours, for the filters',
    notFound: MESSAGES.tourNotFound,
    notAvailable: MESSAGES.tourNotAvailable,
    /** The site's page of one item, and the name of the list page it belongs to. */
    pagePath: '/tour',
    section: 'Tours',
  },
  trek: {
    api: treksApi,
    tag: 'treks',
    plural: 'treks',
    schemas: { query: treksQuery, summary: trekSummary, detail: trekDetail, facets: trekFacets },
    facetsSummary: 'Price and altitude bounds of the active treks, for the filters',
    notFound: MESSAGES.trekNotFound,
    notAvailable: MESSAGES.trekNotAvailable,
    pagePath: '/trek',
    section: 'Treks',
  },
} as const;

export const ITEM_KINDS = Object.keys(CATALOGUE_KINDS) as ItemKind[];
