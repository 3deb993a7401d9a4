import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPage, AdminPageBody, AdminPageSummary, Envelope, PageKey } from '@trails/contracts';
import { adminRequest } from '../../lib/admin-api';

const LIST_KEY = ['admin', 'site-pages'] as const;

/** The five pages with each language's state. */
export function useAdminPages() {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: async () => (await adminRequest<Envelope<AdminPageSummary[]>>('/pages')).data,
  });
}

/** One page with every language's stored content. */
export function useAdminPage(key: PageKey) {
  return useQuery({
    queryKey: [...LIST_KEY, key],
    queryFn: async () => (await adminRequest<Envelope<AdminPage>>(`/pages/${key}`)).data,
  });
}

/** Saves every language of a page; the list and the page are read again after it. */
export function useSavePage(key: PageKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPageBody) => adminRequest<Envelope<AdminPage>>(`/pages/${key}`, { method: 'PUT', body }),
    onSuccess: async (answer) => {
      client.setQueryData([...LIST_KEY, key], answer.data);
      await client.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}
