import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope, Stats } from '@trails/contracts';
import { catalogueGet } from '../../../lib/catalogue-request';

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: ['stats'],
    queryFn: ({ signal }) => catalogueGet<Envelope<Stats>>('/stats', undefined, signal).then((r) => r.data),
  });

export const useStats = () => useQuery(statsQueryOptions());
