import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi, type CreateBookingBody } from '@trails/contracts/bookings';
import { callEndpoint } from '../../../lib/api-client';
import { bookingQueryOptions } from './get-booking';

/**
 * Books with an Idempotency-Key: the same key (one per wizard visit) answers the first booking again,
 * so a double click or a retry after a lost answer never books twice.
 */
export const createBooking = ({ body, idempotencyKey }: { body: CreateBookingBody; idempotencyKey: string }) =>
  callEndpoint(bookingsApi.create, { body }, { auth: 'user', headers: { 'Idempotency-Key': idempotencyKey } });

/**
 * The traveller's lists and the seats change; the booking answered is put in the cache as the
 * confirmation page's own, so that page shows it at once, with no request (a reload asks for it).
 */
export const useCreateBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      void queryClient.invalidateQueries({ queryKey: ['departures'] });
      queryClient.setQueryData(bookingQueryOptions(String(result.data.id)).queryKey, result.data);
    },
  });
};
