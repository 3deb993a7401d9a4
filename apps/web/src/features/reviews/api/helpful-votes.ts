import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewsApi } from '@trails/contracts/reviews';
import { callEndpoint } from '../../../lib/api-client';

export const reviewVotesKey = ['reviews', 'votes'] as const;

/** Which of these reviews the signed-in traveller found helpful (not asked when signed out). */
export const useMyReviewVotes = (reviewIds: number[], enabled: boolean) =>
  useQuery({
    queryKey: [...reviewVotesKey, reviewIds],
    queryFn: async ({ signal }) =>
      (await callEndpoint(reviewsApi.votes, { query: { review_ids: reviewIds.join(',') } }, { auth: 'user', signal }))
        .data,
    enabled: enabled && reviewIds.length > 0,
  });

export const toggleHelpful = async (reviewId: number) =>
  (await callEndpoint(reviewsApi.helpful, { params: { id: reviewId } })).data;

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
