import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import type { TestEmailResult } from '@trails/contracts/settings';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useAdminAuth } from '../../auth/admin-auth';
import { adminFailure } from '../../lib/messages';
import { useTestEmail } from './settings-api';

/** The reason a test email failed: the mail server's answer, when the server passed it on. */
const failureText = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.errors.smtp?.[0] : undefined;

/** Email tab: send a test email to the signed-in staff member with the settings as they stand in the form. */
export function TestEmailPanel({
  getValues,
  onFieldErrors,
}: {
  getValues: () => Record<string, string>;
  /** A 422's per-field errors (a blank host, a bad port), to show under the fields. */
  onFieldErrors: (errors: Record<string, string[]>) => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const { user } = useAdminAuth();
  const send = useTestEmail();
  const result: TestEmailResult | undefined = send.data;

  const onSend = () => {
    const values = getValues();
    send.mutate(
      {
        smtp_host: values.smtp_host ?? '',
        smtp_port: values.smtp_port ?? '',
        smtp_username: values.smtp_username ?? '',
        smtp_password: values.smtp_password ?? '',
        mail_from_address: values.mail_from_address ?? '',
        mail_from_name: values.mail_from_name ?? '',
      },
      { onError: (error) => error instanceof ApiError && onFieldErrors(error.errors) },
    );
  };

  return (
    <section
      aria-labelledby="test-email-title"
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 id="test-email-title" className="text-lg font-semibold">
        {t('settings.testEmail.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('settings.testEmail.text', { email: user?.email ?? '' })}
      </p>
      <Button variant="secondary" busy={send.isPending} onClick={onSend}>
        {send.isPending ? t('settings.testEmail.sending') : t('settings.testEmail.send')}
      </Button>
      <div aria-live="polite">
        {send.isSuccess && result && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100"
          >
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="break-words">
              {t('settings.testEmail.sent', { to: result.to, response: result.response })}
            </span>
          </p>
        )}
      </div>
      {send.isError && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="min-w-0 space-y-1">
            <p className="font-semibold">{adminFailure(t, send.error, ADMIN_MESSAGES.testEmailFailed)}</p>
            {failureText(send.error) && (
              <p className="break-words">{t('settings.testEmail.failed', { error: failureText(send.error) })}</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
