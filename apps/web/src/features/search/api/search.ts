import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchApi } from '@trails/contracts/catalogue';
import type { SearchResults } from '@trails/contracts/catalogue';
import { CATALOGUE_LIMITS } from '@trails/contracts/catalogue-constants';
import { LIMITS, TIMINGS } from '@trails/contracts/constants';

import { catalogueCall, catalogueLang, withCatalogueLang } from '../../../lib/catalogue-request';

const EMPTY: SearchResults = { tours: [], destinations: [], treks: [] };

/** Tours, treks and destinations matching `q`, best first. A blank query never reaches the server. */
export const searchQueryOptions = (q: string, limit?: number) =>
  queryOptions({
    queryKey: ['search', q.trim(), limit ?? null, catalogueLang()],
    queryFn: ({ signal }) =>
      q.trim()
        ? catalogueCall(searchApi.search, { query: withCatalogueLang({ q: q.trim(), limit }) }, signal).then(
            (r) => r.data,
          )
        : Promise.resolve(EMPTY),
    staleTime: TIMINGS.searchStaleMs,
  });

/** Header suggestions: from 2 characters, fresh for 30 s. */
export const useSearchSuggestions = (q: string) =>
  useQuery({
    ...searchQueryOptions(q, LIMITS.searchSuggestions),
    enabled: q.trim().length >= LIMITS.searchMinChars,
    placeholderData: keepPreviousData,
  });

/** The /search page's query: every match the server allows per type. */
export const searchResultsQueryOptions = (q: string) => searchQueryOptions(q, CATALOGUE_LIMITS.searchMax);

/** The /search page: every match the server allows per type; runs only when q is non-empty. */
export const useSearchResults = (q: string) =>
  useQuery({ ...searchResultsQueryOptions(q), enabled: q.trim().length > 0 });
