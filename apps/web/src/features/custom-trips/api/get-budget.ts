import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@trails/contracts/common';
import type { CustomBudget } from '@trails/contracts/custom-packages';
import { catalogueGet } from '../../../lib/catalogue-request';

/** The builder's budget: the site currency, its lowest budget and step, and an opening range. */
export const customBudgetQueryOptions = () =>
  queryOptions({
    queryKey: ['custom-packages', 'budget'],
    queryFn: ({ signal }) => catalogueGet<Envelope<CustomBudget>>('/custom-packages/budget', undefined, signal),
    select: (answer) => answer.data,
  });

export const useCustomBudget = () => useQuery(customBudgetQueryOptions());
