import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@trails/contracts/common';
import type {
  BookingPaymentState,
  PaymentPurpose,
  PaymentStart,
  PaymentVerified,
  RazorpayVerifyBody,
} from '@trails/contracts/payments';
import { apiRequest } from '../../../lib/api-client';

export const paymentStateQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ['bookings', 'payments', bookingId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Envelope<BookingPaymentState>>(`/bookings/${encodeURIComponent(bookingId)}/payments`, {
          auth: 'user',
          signal,
        })
      ).data,
  });

/** What is paid on a booking and what can be paid online now. */
export const usePaymentState = (bookingId: string) =>
  useQuery({ ...paymentStateQueryOptions(bookingId), retry: false });

/** Starts a payment: the server computes the amount and answers Razorpay's order or Stripe's page. */
export const useStartPayment = () =>
  useMutation({
    mutationFn: async ({ bookingId, purpose }: { bookingId: number; purpose: PaymentPurpose }) =>
      (
        await apiRequest<Envelope<PaymentStart>>(`/bookings/${bookingId}/payments`, {
          method: 'POST',
          auth: 'user',
          body: { amount: purpose },
        })
      ).data,
  });

type VerifyInput =
  { provider: 'razorpay'; body: RazorpayVerifyBody } | { provider: 'stripe'; body: { session_id: string } };

/** Tells the server the provider's return; it believes it only once verified. */
export const useVerifyPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ provider, body }: VerifyInput) =>
      (
        await apiRequest<Envelope<PaymentVerified>>(`/payments/${provider}/verify`, {
          method: 'POST',
          auth: 'none',
          body,
        })
      ).data,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
};
