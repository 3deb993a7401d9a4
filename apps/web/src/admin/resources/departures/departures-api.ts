import type { AdminDeparture } from '@trails/contracts/bookings';
import { dataClient } from '../../lib/data-client';

export const DEPARTURES = 'departures';

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
