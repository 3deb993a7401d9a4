import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customPackagesApi } from '@trails/contracts/custom-packages';
import { callEndpoint } from '../../../lib/api-client';
import { myCustomPackagesKey } from './get-my-custom-packages';

export type QuoteAnswer = 'accept' | 'decline';

/** Accepts or declines the quote of one of the traveller's own requests. */
export const answerCustomPackage = ({ id, answer }: { id: number; answer: QuoteAnswer }) =>
  callEndpoint(customPackagesApi[answer], { params: { id } }, { auth: 'user' });

export const useAnswerCustomPackage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerCustomPackage,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: myCustomPackagesKey }),
  });
};
