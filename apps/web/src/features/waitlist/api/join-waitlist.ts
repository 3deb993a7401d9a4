import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@trails/contracts/common';
import type { JoinWaitlistBody, WaitlistEntry } from '@trails/contracts/waitlist';
import { apiRequest } from '../../../lib/api-client';
import { waitlistKey } from './get-my-waitlist';

/** Joins a full departure's waitlist with the seats wanted. */
export const joinWaitlist = ({ departureId, body }: { departureId: number; body: JoinWaitlistBody }) =>
  apiRequest<Envelope<WaitlistEntry>>(`/departures/${departureId}/waitlist`, { method: 'POST', auth: 'user', body });

export const useJoinWaitlist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: waitlistKey }),
  });
};
