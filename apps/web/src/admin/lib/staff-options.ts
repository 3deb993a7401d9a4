import { useQuery } from '@tanstack/react-query';
import type { Executive } from '@trails/contracts/admin-bookings';
import { dataClient } from './data-client';
import { resourceKeys } from './use-resource';

/** The staff members a booking, a departure or the activity log can name (off until `enabled`). */
export function useExecutives(enabled: boolean) {
  return useQuery({
    queryKey: [...resourceKeys.all('bookings'), 'executives'],
    queryFn: () => dataClient.fetch<Executive[]>('bookings', 'executives'),
    enabled,
    staleTime: 5 * 60_000,
  });
}
