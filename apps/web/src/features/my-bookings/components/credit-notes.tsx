import type { Booking } from '@trails/contracts/bookings';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatPrice } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useBookingDocuments, useDownloadCreditNote } from '../api/booking-documents';

/**
 * A booking's tax invoice number and a credit note for each refund, downloadable. Asked of the
 * server only for bookings money was paid for; nothing is shown while there is nothing to show.
 */
export function CreditNotes({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const documents = useBookingDocuments(booking.id, booking.payment_status !== 'pending');
  const download = useDownloadCreditNote();
  if (!documents.data) return null;
  const { invoice_number: invoiceNumber, refunds } = documents.data;
  if (!invoiceNumber && refunds.length === 0) return null;

  const save = async (paymentId: number) => {
    try {
      await download.mutateAsync({ bookingId: booking.id, paymentId });
      await queryClient.invalidateQueries({ queryKey: ['bookings', booking.id, 'documents'] });
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status !== 0
          ? translateMessage(t, error.message)
          : t('myBookings.creditNoteFailed'),
      );
    }
  };

  return (
    <div className="mt-3 space-y-2 text-sm text-slate-700 dark:text-slate-300">
      {invoiceNumber && (
        <p>
          {t('myBookings.taxInvoice')}: <span className="font-mono">{invoiceNumber}</span>
        </p>
      )}
      {refunds.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('myBookings.creditNotes')}>
          {refunds.map((refund) => {
            const amount = formatPrice(refund.amount, booking.currency, i18n.language);
            const busy = download.isPending && download.variables?.paymentId === refund.payment_id;
            return (
              <li key={refund.payment_id}>
                <Button
                  variant="secondary"
                  className="px-3 py-2"
                  busy={busy}
                  onClick={() => void save(refund.payment_id)}
                  aria-label={t('myBookings.creditNoteLabel', {
                    amount,
                    date: formatDate(new Date(`${refund.paid_on}T12:00:00Z`), i18n.language, {
                      dateStyle: 'medium',
                      timeZone: 'UTC',
                    }),
                  })}
                >
                  {!busy && <FileText className="size-4" aria-hidden="true" />}
                  {refund.credit_note
                    ? t('myBookings.creditNoteNumbered', { number: refund.credit_note.number })
                    : t('myBookings.creditNote', { amount })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
