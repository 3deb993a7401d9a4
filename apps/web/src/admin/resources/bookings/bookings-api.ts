import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingDetail, AdminBookingsSummary } from '@trails/contracts/admin-bookings';
import { dataClient, type FilterValue } from '../../lib/data-client';
import { resourceKeys } from '../../lib/use-resource';

const NAME = 'bookings';

export function useBookingsSummary(filters: Record<string, FilterValue>) {
  return useQuery({
    queryKey: [...resourceKeys.all(NAME), 'summary', filters],
    queryFn: () => dataClient.fetch<AdminBookingsSummary>(NAME, 'summary', filters),
  });
}

export function useBooking(id: number | null) {
  return useQuery({
    queryKey: resourceKeys.one(NAME, id ?? 0),
    queryFn: () => dataClient.get<AdminBookingDetail>(NAME, id!),
    enabled: id !== null,
  });
}

/** Any write on one booking (confirm, cancel, assign, payment); every bookings query refetches after. */
export function useBookingAction(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, body }: { name: 'payments' | 'cancel' | 'confirm' | 'assign'; body?: unknown }) =>
      name === 'assign'
        ? dataClient.command<AdminBookingDetail>(NAME, id!, name, body)
        : dataClient.action<AdminBookingDetail>(NAME, id!, name, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(NAME) }),
  });
}

export async function downloadBookingInvoice(id: number, reference: string) {
  await dataClient.download(NAME, 'invoice', `invoice-${reference}.pdf`, { id });
}

export async function exportBookings(filters: Record<string, FilterValue>) {
  await dataClient.download(NAME, 'export', 'bookings.csv', { filters });
}

/** The CSV of the checked bookings (one request, at most a page of them). */
export async function exportSelectedBookings(ids: readonly number[]) {
  await dataClient.download(NAME, 'exportSelected', 'bookings.csv', { body: { ids } });
}
