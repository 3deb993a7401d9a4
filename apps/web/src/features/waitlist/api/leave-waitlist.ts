import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waitlistApi } from '@trails/contracts/waitlist';
import { callEndpoint } from '../../../lib/api-client';
import { waitlistKey } from './get-my-waitlist';

/** Leaves a departure's waitlist; seats held for an offer go to the next in line. */
export const leaveWaitlist = (departureId: number) =>
  callEndpoint(waitlistApi.leave, { params: { id: departureId } }, { auth: 'user' });

export const useLeaveWaitlist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: waitlistKey });
      void queryClient.invalidateQueries({ queryKey: ['departures'] });
    },
  });
};
