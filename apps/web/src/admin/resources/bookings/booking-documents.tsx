import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileText } from 'lucide-react';
import type { AdminBookingDocuments } from '@trails/contracts/gst';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatPrice } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { dataClient } from '../../lib/data-client';
import { adminFailure } from '../../lib/messages';
import { resourceKeys } from '../../lib/use-resource';

const documentsKey = (id: number) => [...resourceKeys.all('bookings'), id, 'documents'];

/** The booking's tax invoice number, refunds with credit notes and reminders sent (refetched after every booking write). */
function useBookingDocuments(id: number) {
  return useQuery({
    queryKey: documentsKey(id),
    queryFn: async () => dataClient.fetch<AdminBookingDocuments>('bookings', 'documents', {}, id),
  });
}

function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-300">
      {adminFailure(t, error, t('table.loadFailed'))}
      <Button variant="secondary" onClick={retry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}

/** The tax invoice's number and a credit note per refund, each downloadable (a credit note is numbered on its first download). */
export function TaxDocuments({ bookingId, currency }: { bookingId: number; currency: string }) {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const documents = useBookingDocuments(bookingId);
  const download = useMutation({
    mutationFn: async (paymentId: number) => {
      await dataClient.download('bookings', 'credit-notes', `credit-note-${paymentId}.pdf`, {
        id: { id: bookingId, paymentId },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey(bookingId) }),
    onError: (error) => notify.error(adminFailure(t, error, t('bookings.creditNoteFailed'))),
  });
  if (documents.isPending) return <Spinner />;
  if (documents.isError) return <Failed error={documents.error} retry={() => void documents.refetch()} />;
  const { invoice_number: invoiceNumber, invoice_issued_on: issuedOn, refunds } = documents.data;
  const day = (value: string) =>
    formatDate(new Date(`${value}T12:00:00Z`), i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div className="space-y-2 text-sm">
      <p>
        {invoiceNumber && issuedOn
          ? t('bookings.invoiceIssued', { number: invoiceNumber, date: day(issuedOn) })
          : t('bookings.invoiceNotIssued')}
      </p>
      {refunds.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{t('bookings.noRefunds')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {refunds.map((refund) => {
            const busy = download.isPending && download.variables === refund.payment_id;
            return (
              <li key={refund.payment_id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span>
                  {t('bookings.refundOf', {
                    amount: formatPrice(refund.amount, currency, i18n.language),
                    date: day(refund.paid_on),
                  })}
                  {refund.credit_note && (
                    <span className="ml-2 font-mono text-xs text-slate-600 dark:text-slate-400">
                      {refund.credit_note.number}
                    </span>
                  )}
                </span>
                <Button
                  variant="secondary"
                  className="px-3 py-1.5"
                  busy={busy}
                  onClick={() => download.mutate(refund.payment_id)}
                >
                  {!busy && <FileText className="size-4" aria-hidden="true" />}
                  {t('bookings.creditNote')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** Which reminders the booking was sent, and when. */
export function SentReminders({ bookingId }: { bookingId: number }) {
  const { t, i18n } = useTranslation('admin');
  const documents = useBookingDocuments(bookingId);
  if (documents.isPending) return <Spinner />;
  if (documents.isError) return <Failed error={documents.error} retry={() => void documents.refetch()} />;
  const { reminders } = documents.data;
  if (reminders.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('bookings.noReminders')}</p>;
  return (
    <ul className="space-y-1 text-sm">
      {reminders.map((reminder) => (
        <li key={reminder.kind}>
          {t(`bookings.reminderKinds.${reminder.kind}`)}:{' '}
          <span className="text-slate-600 dark:text-slate-400">
            {formatDate(reminder.sent_at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
          </span>
        </li>
      ))}
    </ul>
  );
}
