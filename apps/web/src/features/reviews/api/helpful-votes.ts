import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@trails/contracts/common';
import type { HelpfulVote } from '@trails/contracts/reviews';
import { apiRequest } from '../../../lib/api-client';

export const reviewVotesKey = ['reviews', 'votes'] as const;

/** Which of these reviews the signed-in traveller found helpful (not asked when signed out). */
export const useMyReviewVotes = (reviewIds: number[], enabled: boolean) =>
  useQuery({
    queryKey: [...reviewVotesKey, reviewIds],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Envelope<number[]>>('/user/review-votes', {
          auth: 'user',
          query: { review_ids: reviewIds.join(',') },
          signal,
        })
      ).data,
    enabled: enabled && reviewIds.length > 0,
  });

export const toggleHelpful = async (reviewId: number) =>
  (await apiRequest<Envelope<HelpfulVote>>(`/reviews/${reviewId}/helpful`, { method: 'POST' })).data;

/** Toggles the vote; the traveller's votes and the public lists (whose counts changed) refetch. */
export function useToggleHelpful() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleHelpful,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewVotesKey }),
        queryClient.invalidateQueries({ queryKey: ['reviews', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['tours', 'reviews'] }),
        queryClient.invalidateQueries({ queryKey: ['treks', 'reviews'] }),
      ]),
  });
}
