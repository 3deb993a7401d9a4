import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@trails/contracts/common';
import type { TravellerDetails, TravellersBody } from '@trails/contracts/traveller-details';
import { apiRequest } from '../../../lib/api-client';
import { travellerDetailsKey } from './get-traveller-details';
import { travellerStatusKey } from './get-traveller-status';

/** Replaces a booking's travellers (one per passenger). */
export const saveTravellerDetails = (bookingId: string, body: TravellersBody) =>
  apiRequest<Envelope<TravellerDetails>>(`/bookings/${encodeURIComponent(bookingId)}/travellers`, {
    method: 'PUT',
    auth: 'user',
    body,
  });

export const useSaveTravellerDetails = (bookingId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TravellersBody) => saveTravellerDetails(bookingId, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(travellerDetailsKey(bookingId), answer.data);
      void queryClient.invalidateQueries({ queryKey: travellerStatusKey });
    },
  });
};
