import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminEnquiryDetail } from '@trails/contracts/admin-enquiries';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SlideOver } from '../../components/slide-over';
import { TextAreaField } from '../../components/text-area-field';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';
import { resourceKeys, useResourceRemove } from '../../lib/use-resource';
import { EnquiryConvert } from './enquiry-convert';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** The Enquiry Details panel: who asked what, the thread of replies, and the reply box. */
export function EnquiryDetails({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [response, setResponse] = useState('');
  const [error, setError] = useState<string | undefined>();

  const enquiry = useQuery({
    queryKey: resourceKeys.one('enquiries', id ?? 0),
    queryFn: () => dataClient.get<AdminEnquiryDetail>('enquiries', id!),
    enabled: id !== null,
  });

  const send = useMutation({
    mutationFn: (text: string) =>
      dataClient.action<AdminEnquiryDetail>('enquiries', id!, 'respond', { response: text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all('enquiries') }),
  });

  const remove = useResourceRemove('enquiries');
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    try {
      const answer = await remove.mutateAsync(id!);
      notify.success(adminMessage(t, answer.message ?? SALES_MESSAGES.enquiryDeleted));
      setDeleting(false);
      close();
    } catch (failure) {
      notify.error(adminFailure(t, failure, SALES_MESSAGES.failedToDeleteEnquiry));
      setDeleting(false);
    }
  };

  const close = () => {
    setResponse('');
    setError(undefined);
    onClose();
  };

  const submit = async () => {
    if (!response.trim()) {
      const message = adminMessage(t, SALES_MESSAGES.responseRequired);
      setError(message);
      notify.error(message);
      return;
    }
    try {
      const answer = await send.mutateAsync(response);
      notify.success(adminMessage(t, answer.message ?? SALES_MESSAGES.responseSent));
      setResponse('');
      setError(undefined);
    } catch (failure) {
      notify.error(adminFailure(t, failure, SALES_MESSAGES.failedToSendResponse));
    }
  };

  const data = enquiry.data;
  const day = (value: string) => formatDate(value, i18n.language, { dateStyle: 'medium' });
  return (
    <SlideOver
      open={id !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('enquiries.details')}
      footer={
        <>
          <Button variant="secondary" className="mr-auto" disabled={!data} onClick={() => setDeleting(true)}>
            {t('actions.delete')}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t('actions.close')}
          </Button>
          <Button onClick={() => void submit()} busy={send.isPending} disabled={!data}>
            {send.isPending ? t('enquiries.sending') : t('enquiries.send')}
          </Button>
        </>
      }
    >
      {enquiry.isPending ? (
        <div className="flex justify-center py-10" role="status">
          <Spinner />
        </div>
      ) : enquiry.isError || !data ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-10">
          <p className="text-red-700 dark:text-red-300">{adminFailure(t, enquiry.error, t('table.loadFailed'))}</p>
          <Button variant="secondary" onClick={() => void enquiry.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : (
        <div className="space-y-6">
          <section aria-labelledby="enquiry-customer">
            <h3 id="enquiry-customer" className="mb-3 text-sm font-semibold text-slate-700 dark:text-slate-300">
              {t('enquiries.customer')}
            </h3>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Field label={t('enquiries.name')}>{data.name}</Field>
              <Field label={t('enquiries.email')}>
                <a className="text-brand-700 underline dark:text-brand-300" href={`mailto:${data.email}`}>
                  {data.email}
                </a>
              </Field>
              <Field label={t('enquiries.phone')}>{data.phone ?? '—'}</Field>
              <Field label={t('enquiries.destination')}>{data.destination ?? '—'}</Field>
              {data.trip_title && <Field label={t('enquiries.trip')}>{data.trip_title}</Field>}
              {data.travel_date && <Field label={t('enquiries.travelDate')}>{day(data.travel_date)}</Field>}
            </dl>
          </section>

          <section aria-labelledby="enquiry-message">
            <h3 id="enquiry-message" className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
              {t('enquiries.message')}
            </h3>
            <p className="whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
              {data.message ?? t('enquiries.noMessage')}
            </p>
          </section>

          <EnquiryConvert key={data.id} enquiry={data} />

          <section aria-labelledby="enquiry-thread">
            <h3 id="enquiry-thread" className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
              {t('enquiries.thread')}
            </h3>
            {data.responses.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('enquiries.noResponses')}</p>
            ) : (
              <ol className="space-y-3" data-testid="enquiry-thread">
                {data.responses.map((reply) => (
                  <li
                    key={reply.id}
                    className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm dark:border-brand-900 dark:bg-brand-950/40"
                  >
                    <p className="whitespace-pre-wrap">{reply.message}</p>
                    <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                      {t('enquiries.sentBy', {
                        name: reply.sent_by?.name ?? '—',
                        date: formatDate(reply.created_at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
                      })}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </section>

          <TextAreaField
            label={t('enquiries.response')}
            rows={5}
            maxLength={5000}
            value={response}
            error={error}
            onChange={(event) => {
              setResponse(event.target.value);
              if (error) setError(undefined);
            }}
          />
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            title={t('confirm.deleteTitle')}
            message={t('confirm.delete', { name: data.name })}
            confirmLabel={t('actions.delete')}
            busy={remove.isPending}
            onConfirm={() => void confirmDelete()}
          />
        </div>
      )}
    </SlideOver>
  );
}
