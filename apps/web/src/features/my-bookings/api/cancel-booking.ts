import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@trails/contracts/bookings';
import type { BookingCancellation } from '@trails/contracts/cancellation-policy';
import type { Envelope } from '@trails/contracts/common';
import { apiRequest } from '../../../lib/api-client';

/** Cancels an own pending or confirmed booking before its travel date; its seats return to the departure. */
export const cancelBooking = (id: number) =>
  apiRequest<Envelope<Booking>>(`/bookings/${id}/cancel`, { method: 'POST', auth: 'user' });

export const useCancelBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      void queryClient.invalidateQueries({ queryKey: ['departures'] });
    },
  });
};

/** What cancelling the booking now would refund under the operator's policy (asked when the dialog opens). */
export const useCancellationFigure = (id: number | null) =>
  useQuery({
    queryKey: ['bookings', id, 'cancellation'],
    enabled: id !== null,
    staleTime: 0,
    queryFn: async () =>
      (await apiRequest<Envelope<BookingCancellation>>(`/bookings/${id}/cancellation`, { auth: 'user' })).data,
  });
