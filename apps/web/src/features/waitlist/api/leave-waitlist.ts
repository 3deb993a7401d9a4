import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { waitlistKey } from './get-my-waitlist';

/** Leaves a departure's waitlist; seats held for an offer go to the next in line. */
export const leaveWaitlist = (departureId: number) =>
  apiRequest<{ success: true; message: string }>(`/departures/${departureId}/waitlist`, {
    method: 'DELETE',
    auth: 'user',
  });

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
