import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserDetail } from '@trails/contracts/admin-users';
import { dataClient } from '../../lib/data-client';
import { resourceKeys } from '../../lib/use-resource';

/** One account with its activity, while its details panel is open. */
export function useUserDetail(id: number, enabled: boolean) {
  return useQuery({
    queryKey: resourceKeys.one('users', id),
    queryFn: () => dataClient.get<AdminUserDetail>('users', id),
    enabled,
  });
}

/** POST /users/{id}/toggle-block; the list (cards too) and details refetch. */
export function useToggleBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => dataClient.action<AdminUser>('users', id, 'toggle-block'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all('users') }),
  });
}
