import { CATALOGUE_LIMITS } from '@trails/contracts/catalogue-constants';
import type { DestinationsParams } from '../api/get-destinations';

/** Destinations per page of the list. */
export const DESTINATIONS_PER_PAGE = 12;

/** Longest country name the API accepts in the filter. */
const COUNTRY_MAX = 100;

/** What the destination list shows, as it is kept in the address bar (?search=&country=&page=). */
export interface DestinationFilters {
  search: string;
  country: string;
  page: number;
}

export const DEFAULT_DESTINATION_FILTERS: DestinationFilters = { search: '', country: '', page: 1 };

/** The filters in a query string; anything the API would refuse is dropped. */
export function parseDestinationFilters(params: URLSearchParams): DestinationFilters {
  const search = (params.get('search') ?? '').trim().slice(0, CATALOGUE_LIMITS.searchQueryMax);
  const country = (params.get('country') ?? '').trim();
  const page = Number(params.get('page'));
  return {
    search,
    country: country.length <= COUNTRY_MAX ? country : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address form of the filters, leaving out the defaults so a plain list has a plain URL. */
export function destinationFiltersToSearch(filters: DestinationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.country) params.set('country', filters.country);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API query for the list. */
export function destinationListParams(filters: DestinationFilters): DestinationsParams {
  return {
    search: filters.search || undefined,
    country: filters.country || undefined,
    page: filters.page,
    per_page: DESTINATIONS_PER_PAGE,
    sort: 'name',
  };
}
