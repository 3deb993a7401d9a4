import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewBody } from '@trails/contracts/reviews';
import { reviewsApi } from '@trails/contracts/reviews';
import { callEndpoint } from '../../../lib/api-client';
import { myReviewsKey } from './get-my-reviews';

/** Sends the signed-in traveller's review; it waits for moderation, so only their own list changes. */
export const createReview = (body: CreateReviewBody) => callEndpoint(reviewsApi.create, { body });

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myReviewsKey }),
  });
}
