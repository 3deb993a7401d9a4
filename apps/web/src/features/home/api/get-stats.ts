import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsApi } from '@trails/contracts/catalogue';
import { catalogueCall } from '../../../lib/catalogue-request';

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: ['stats'],
    queryFn: ({ signal }) => catalogueCall(statsApi.get, {}, signal).then((r) => r.data),
  });

export const useStats = () => useQuery(statsQueryOptions());
