import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { customPackagesApi } from '@trails/contracts/custom-packages';
import { callEndpoint } from '../../../lib/api-client';

export const MY_CUSTOM_PACKAGES_PER_PAGE = 5;
export const myCustomPackagesKey = ['custom-packages', 'mine'] as const;

/** The signed-in traveller's custom trip requests, newest first, a page at a time. */
export const myCustomPackagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...myCustomPackagesKey, page],
    queryFn: ({ signal }) =>
      callEndpoint(
        customPackagesApi.list,
        { query: { page, per_page: MY_CUSTOM_PACKAGES_PER_PAGE } },
        { auth: 'user', signal },
      ),
  });

export const useMyCustomPackages = (page: number) =>
  useQuery({ ...myCustomPackagesQueryOptions(page), placeholderData: keepPreviousData });
