import type { Executor } from '../../db/client.ts';

/**
 * Online payments, handed over by the composition root: a refund of an online payment goes through
 * the provider, and each online row links to the provider's dashboard.
 */
export interface OnlinePaymentsPort {
  refund(request: {
    bookingId: number;
    amount: number;
    reason: string;
    paymentRowId?: number | undefined;
    actorId: number | null;
    paidOn: string;
  }): Promise<void>;
  /**
   * The refund a cancellation asks for: its rows written in the cancellation's transaction
   * (`reserve…`, a 422 on `refund_amount` when it is more than the online payments still hold), the
   * provider asked after that commits (`send…`); a provider failure leaves failed rows, never throws.
   */
  reserveCancellationRefund(
    tx: Executor,
    request: { bookingId: number; amount: number; reason: string; actorId: number | null; paidOn: string },
    now: Date,
  ): Promise<unknown[]>;
  sendCancellationRefund(reserved: unknown[]): Promise<void>;
  dashboardUrl(row: {
    provider: string | null;
    providerPaymentId: string | null;
    providerRefundId: string | null;
    kind: string;
  }): string | null;
}
