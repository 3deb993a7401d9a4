import type { SortDirection } from '@trails/contracts/admin-common';

/**
 * A resource list's page, sort, search and filters, kept in the address
 * (`/admin/destinations?search=kul&is_active=true&sort=name&direction=asc&page=2`) so a filtered
 * list survives reload and can be shared. Invalid values are dropped, never sent.
 */

/** A filter is data: a query key and the values it may take (labels are translation keys). */
export interface ListFilter {
  key: string;
  labelKey: string;
  options: { value: string; labelKey: string }[];
}

export interface ListConfig {
  sorts: readonly string[];
  defaultSort: string;
  defaultDirection: SortDirection;
  filters: readonly ListFilter[];
}

export interface ListState {
  page: number;
  sort: string;
  direction: SortDirection;
  search: string;
  filters: Record<string, string>;
}

export const SEARCH_MAX = 200;

export function readListState(params: URLSearchParams, config: ListConfig): ListState {
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  const direction = params.get('direction');
  const filters: Record<string, string> = {};
  for (const filter of config.filters) {
    const value = params.get(filter.key);
    if (value !== null && filter.options.some((option) => option.value === value)) filters[filter.key] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    sort: config.sorts.includes(sort) ? sort : config.defaultSort,
    direction: direction === 'asc' || direction === 'desc' ? direction : config.defaultDirection,
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX),
    filters,
  };
}

/** The address form of a state; defaults are left out so the plain list has a plain address. */
export function writeListState(state: ListState, config: ListConfig): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search.trim().slice(0, SEARCH_MAX));
  for (const filter of config.filters) {
    const value = state.filters[filter.key];
    if (value && filter.options.some((option) => option.value === value)) params.set(filter.key, value);
  }
  if (state.sort !== config.defaultSort || state.direction !== config.defaultDirection) {
    params.set('sort', state.sort);
    params.set('direction', state.direction);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Clicking a header: the same column flips its direction, another column starts ascending. */
export function nextSort(
  state: Pick<ListState, 'sort' | 'direction'>,
  column: string,
): Pick<ListState, 'sort' | 'direction'> {
  if (state.sort === column) return { sort: column, direction: state.direction === 'asc' ? 'desc' : 'asc' };
  return { sort: column, direction: 'asc' };
}

/** The Status (active / inactive) and Featured (yes / no) filters most resources have, with the resource's labels. */
export function publishFilters(labels: { status: string; featured: string }): ListFilter[] {
  return [
    {
      key: 'is_active',
      labelKey: labels.status,
      options: [
        { value: 'true', labelKey: 'badges.active' },
        { value: 'false', labelKey: 'badges.inactive' },
      ],
    },
    {
      key: 'is_featured',
      labelKey: labels.featured,
      options: [
        { value: 'true', labelKey: 'badges.yes' },
        { value: 'false', labelKey: 'badges.no' },
      ],
    },
  ];
}
