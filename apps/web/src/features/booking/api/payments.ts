import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  paymentsApi,
  type PaymentPurpose,
  type RazorpayVerifyBody,
  type StripeVerifyBody,
} from '@trails/contracts/payments';
import { callEndpoint } from '../../../lib/api-client';

export const paymentStateQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ['bookings', 'payments', bookingId],
    queryFn: async ({ signal }) =>
      (await callEndpoint(paymentsApi.state, { params: { id: bookingId } }, { auth: 'user', signal })).data,
  });

/** What is paid on a booking and what can be paid online now. */
export const usePaymentState = (bookingId: string) =>
  useQuery({ ...paymentStateQueryOptions(bookingId), retry: false });

/** Starts a payment: the server computes the amount and answers Razorpay's order or Stripe's page. */
export const useStartPayment = () =>
  useMutation({
    mutationFn: async ({ bookingId, purpose }: { bookingId: number; purpose: PaymentPurpose }) =>
      (
        await callEndpoint(
          paymentsApi.start,
          { params: { id: bookingId }, body: { amount: purpose } },
          { auth: 'user' },
        )
      ).data,
  });

type VerifyInput = { provider: 'razorpay'; body: RazorpayVerifyBody } | { provider: 'stripe'; body: StripeVerifyBody };

/** Tells the server the provider's return; it believes it only once verified. */
export const useVerifyPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: VerifyInput) =>
      (input.provider === 'razorpay'
        ? await callEndpoint(paymentsApi.verifyRazorpay, { body: input.body }, { auth: 'none' })
        : await callEndpoint(paymentsApi.verifyStripe, { body: input.body }, { auth: 'none' })
      ).data,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
};
