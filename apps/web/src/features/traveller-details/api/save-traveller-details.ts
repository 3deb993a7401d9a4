import { useMutation, useQueryClient } from '@tanstack/react-query';
import { travellersApi, type TravellersBody } from '@trails/contracts/traveller-details';
import { callEndpoint } from '../../../lib/api-client';
import { travellerDetailsKey } from './get-traveller-details';
import { travellerStatusKey } from './get-traveller-status';

/** Replaces a booking's travellers (one per passenger). */
export const saveTravellerDetails = (bookingId: string, body: TravellersBody) =>
  callEndpoint(travellersApi.save, { params: { id: bookingId }, body }, { auth: 'user' });

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
