import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '@trails/contracts/common';
import type { CustomPackage } from '@trails/contracts/custom-packages';
import { apiRequest } from '../../../lib/api-client';

export const MY_CUSTOM_PACKAGES_PER_PAGE = 5;
export const myCustomPackagesKey = ['custom-packages', 'mine'] as const;

/** The signed-in traveller's custom trip requests, newest first, a page at a time. */
export const myCustomPackagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...myCustomPackagesKey, page],
    queryFn: ({ signal }) =>
      apiRequest<ListEnvelope<CustomPackage>>('/custom-packages', {
        auth: 'user',
        query: { page, per_page: MY_CUSTOM_PACKAGES_PER_PAGE },
        signal,
      }),
  });

export const useMyCustomPackages = (page: number) =>
  useQuery({ ...myCustomPackagesQueryOptions(page), placeholderData: keepPreviousData });
