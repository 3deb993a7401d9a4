import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@trails/contracts/common';
import type { CustomPackage } from '@trails/contracts/custom-packages';
import { apiRequest } from '../../../lib/api-client';
import { myCustomPackagesKey } from './get-my-custom-packages';

export type QuoteAnswer = 'accept' | 'decline';

/** Accepts or declines the quote of one of the traveller's own requests. */
export const answerCustomPackage = ({ id, answer }: { id: number; answer: QuoteAnswer }) =>
  apiRequest<Envelope<CustomPackage>>(`/custom-packages/${id}/${answer}`, { method: 'POST', auth: 'user' });

export const useAnswerCustomPackage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerCustomPackage,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: myCustomPackagesKey }),
  });
};
