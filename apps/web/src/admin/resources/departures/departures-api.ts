import { useQuery } from '@tanstack/react-query';
import { LIMITS, type AdminDeparture } from '@trails/contracts';
import { dataClient } from '../../lib/data-client';
import { resourceKeys } from '../../lib/use-resource';

export const DEPARTURES = 'departures';
export type TripKind = 'tour' | 'trek';

export interface TripOption {
  id: number;
  title: string;
}

/** The tours or treks to choose a departure's trip from, by title (the first page of the largest size). */
export function useTripOptions(kind: TripKind, enabled = true) {
  return useQuery({
    queryKey: [...resourceKeys.all(`${kind}s`), 'options'],
    queryFn: async () =>
      (
        await dataClient.list<TripOption>(`${kind}s`, {
          page: 1,
          per_page: LIMITS.perPageMax,
          sort: 'title',
          direction: 'asc',
        })
      ).data.map(({ id, title }) => ({ id, title })),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * The departure's manifest as a PDF or CSV download: the staff copy (with medical notes), or the
 * leader's copy without them.
 */
export async function downloadManifest(
  departure: AdminDeparture,
  format: 'pdf' | 'csv',
  copy: 'staff' | 'leader' = 'staff',
) {
  await dataClient.download(DEPARTURES, `manifest.${format}`, `manifest-${departure.start_date}.${format}`, {
    id: departure.id,
    filters: copy === 'leader' ? { copy } : {},
  });
}
