import type { BlogListParams } from '../api/get-blogs';

/** The blog list's search, category (slug), tag and page, as kept in the address. */
export interface BlogFilters {
  search: string;
  category: string;
  tag: string;
  page: number;
}

export function parseBlogFilters(params: URLSearchParams): BlogFilters {
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    category: (params.get('category') ?? '').trim().slice(0, 100),
    tag: (params.get('tag') ?? '').trim().slice(0, 40),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Only what is set goes into the address; page 1 is left out. */
export function blogFiltersToSearch(filters: BlogFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.search) out.set('search', filters.search);
  if (filters.category) out.set('category', filters.category);
  if (filters.tag) out.set('tag', filters.tag);
  if (filters.page > 1) out.set('page', String(filters.page));
  return out;
}

export function blogListParams(filters: BlogFilters): BlogListParams {
  return {
    page: filters.page,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
  };
}

/** The address of the list filtered by one tag (a tag on a card or an article). */
export const tagHref = (tag: string) => `/blog?${new URLSearchParams({ tag }).toString()}`;
