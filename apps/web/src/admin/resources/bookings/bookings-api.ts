import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingDetail, AdminBookingsSummary, Executive } from '@trails/contracts';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { adminRequest } from '../../lib/admin-api';
import { dataClient, type FilterValue } from '../../lib/data-client';
import { resourceKeys } from '../../lib/use-resource';

const NAME = 'bookings';

/** The query string of a filter, blanks left out. */
const queryOf = (filters: Record<string, FilterValue>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export function useBookingsSummary(filters: Record<string, FilterValue>) {
  return useQuery({
    queryKey: [...resourceKeys.all(NAME), 'summary', filters],
    queryFn: async () =>
      (await adminRequest<{ data: AdminBookingsSummary }>(`/bookings/summary${queryOf(filters)}`)).data,
  });
}

export function useBooking(id: number | null) {
  return useQuery({
    queryKey: resourceKeys.one(NAME, id ?? 0),
    queryFn: () => dataClient.get<AdminBookingDetail>(NAME, id!),
    enabled: id !== null,
  });
}

export function useExecutives(enabled: boolean) {
  return useQuery({
    queryKey: [...resourceKeys.all(NAME), 'executives'],
    queryFn: async () => (await adminRequest<{ data: Executive[] }>('/bookings/executives')).data,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Any write on one booking (confirm, cancel, assign, payment); every bookings query refetches after. */
export function useBookingAction(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: { method: 'POST' | 'PUT'; path: string; body?: unknown }) =>
      adminRequest<{ data: AdminBookingDetail; message?: string }>(`/bookings/${id}${path}`, { method, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(NAME) }),
  });
}

export async function downloadBookingInvoice(id: number, reference: string) {
  const { blob, filename } = await apiDownload(`/admin/bookings/${id}/invoice`, { auth: 'admin' });
  saveFile(blob, filename ?? `invoice-${reference}.pdf`);
}

export async function exportBookings(filters: Record<string, FilterValue>) {
  const { blob, filename } = await apiDownload(`/admin/bookings/export${queryOf(filters)}`, { auth: 'admin' });
  saveFile(blob, filename ?? 'bookings.csv');
}
