import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewBody } from '@trails/contracts/reviews';
import { apiRequest } from '../../../lib/api-client';
import { myReviewsKey } from './get-my-reviews';

/** Sends the signed-in traveller's review; it waits for moderation, so only their own list changes. */
export const createReview = (body: CreateReviewBody) =>
  apiRequest<{ success: true; message: string }>('/reviews', { method: 'POST', body });

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myReviewsKey }),
  });
}
