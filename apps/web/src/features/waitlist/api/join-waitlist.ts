import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waitlistApi, type JoinWaitlistBody } from '@trails/contracts/waitlist';
import { callEndpoint } from '../../../lib/api-client';
import { waitlistKey } from './get-my-waitlist';

/** Joins a full departure's waitlist with the seats wanted. */
export const joinWaitlist = ({ departureId, body }: { departureId: number; body: JoinWaitlistBody }) =>
  callEndpoint(waitlistApi.join, { params: { id: departureId }, body }, { auth: 'user' });

export const useJoinWaitlist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: waitlistKey }),
  });
};
