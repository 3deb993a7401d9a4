import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stats } from '@trails/contracts/catalogue';
import type { Envelope } from '@trails/contracts/common';
import { catalogueGet } from '../../../lib/catalogue-request';

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: ['stats'],
    queryFn: ({ signal }) => catalogueGet<Envelope<Stats>>('/stats', undefined, signal).then((r) => r.data),
  });

export const useStats = () => useQuery(statsQueryOptions());
