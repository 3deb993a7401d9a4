import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPage, AdminPageBody, AdminPageSummary, PageKey } from '@trails/contracts/page-content';
import { dataClient } from '../../lib/data-client';

const LIST_KEY = ['admin', 'site-pages'] as const;

/** The five pages with each language's state. */
export function useAdminPages() {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: () => dataClient.read<AdminPageSummary[]>('pages'),
  });
}

/** One page with every language's stored content. */
export function useAdminPage(key: PageKey) {
  return useQuery({
    queryKey: [...LIST_KEY, key],
    queryFn: () => dataClient.get<AdminPage>('pages', { key }),
  });
}

/** Saves every language of a page; the list and the page are read again after it. */
export function useSavePage(key: PageKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPageBody) => dataClient.update<AdminPage>('pages', { key }, body),
    onSuccess: async (answer) => {
      if (answer.data) client.setQueryData([...LIST_KEY, key], answer.data);
      await client.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}
