import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { forgotPasswordBody, type ForgotPasswordBody } from '@trails/contracts/bookings';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showSubmitError } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useRequestResetLink } from '../api/forgot-password';
import { ResetCard } from './reset-card';

/** Asks for a reset link; always answers with the same neutral message, so no account is revealed. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  usePageTitle(t('passwordReset.forgotTitle'));
  const request = useRequestResetLink();
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotPasswordBody>({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      setSent(true);
    } catch (failure) {
      showSubmitError(t, failure, form.setError, ['email'], 'errors.generic');
    }
  });

  return (
    <ResetCard title={t('passwordReset.forgotTitle')} intro={t('passwordReset.forgotIntro')}>
      {sent ? (
        <p
          role="status"
          className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100"
        >
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {t('messages.resetLinkSent')}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('passwordReset.forgotTitle')}>
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            error={error && translateMessage(t, error)}
            {...form.register('email')}
          />
          <Button type="submit" className="w-full" busy={request.isPending}>
            {request.isPending ? t('passwordReset.sending') : t('passwordReset.sendLink')}
          </Button>
        </form>
      )}
    </ResetCard>
  );
}
