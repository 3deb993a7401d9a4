import { queryOptions, useQuery } from '@tanstack/react-query';
import { customPackagesApi } from '@trails/contracts/custom-packages';
import { callEndpoint } from '../../../lib/api-client';

/** The builder's budget: the site currency, its lowest budget and step, and an opening range. */
export const customBudgetQueryOptions = () =>
  queryOptions({
    queryKey: ['custom-packages', 'budget'],
    queryFn: ({ signal }) => callEndpoint(customPackagesApi.budget, {}, { auth: 'none', signal }),
    select: (answer) => answer.data,
  });

export const useCustomBudget = () => useQuery(customBudgetQueryOptions());
