import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '@trails/contracts/bookings';
import { callEndpoint } from '../../../lib/api-client';

/** Cancels an own pending or confirmed booking before its travel date; its seats return to the departure. */
export const cancelBooking = (id: number) => callEndpoint(bookingsApi.cancel, { params: { id } }, { auth: 'user' });

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
      (await callEndpoint(bookingsApi.cancellation, { params: { id: id ?? 0 } }, { auth: 'user' })).data,
  });
