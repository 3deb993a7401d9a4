import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { resetPasswordBody } from '@trails/contracts/bookings';
import { Button } from '../../../components/ui/button';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, failureMessage } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useNavigateShown } from '../../../lib/navigation';
import { usePageTitle } from '../../../lib/page-title';
import { useResetPassword } from '../api/reset-password';
import { ResetCard } from './reset-card';

type ResetValues = z.input<typeof resetPasswordBody>;

/** A new password with the emailed token; a bad or expired token shows the server's message. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  usePageTitle(t('passwordReset.resetTitle'));
  const navigate = useNavigateShown();
  const reset = useResetPassword();
  const form = useForm<ResetValues, unknown, z.output<typeof resetPasswordBody>>({
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const message = (text?: string) => (text ? translateMessage(t, text) : undefined);
  const tokenError = errors.token?.message ?? errors.root?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await reset.mutateAsync(values);
      notify.success(translateMessage(t, result.message || t('messages.passwordResetDone')));
      await navigate(paths.login(), { replace: true });
    } catch (error) {
      const placed = applyServerErrors(error, form.setError, ['password', 'password_confirmation']);
      if (!placed)
        form.setError('root', {
          type: 'server',
          message:
            error instanceof ApiError && error.status !== 0
              ? error.message
              : failureMessage(t, error, 'errors.generic'),
        });
    }
  });

  return (
    <ResetCard title={t('passwordReset.resetTitle')} intro={t('passwordReset.resetIntro')}>
      {tokenError && (
        <div
          role="alert"
          className="mb-4 rounded-xl bg-red-50 p-4 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          <p>{translateMessage(t, tokenError)}</p>
          <Link to={paths.forgotPassword()} className="mt-2 inline-block font-semibold underline">
            {t('passwordReset.requestNew')}
          </Link>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('passwordReset.resetTitle')}>
        <NewPasswordFields
          passwordLabel={t('passwordReset.newPassword')}
          password={form.register('password')}
          confirmation={form.register('password_confirmation')}
          passwordError={message(errors.password?.message)}
          confirmationError={message(errors.password_confirmation?.message)}
        />
        <Button type="submit" className="w-full" busy={reset.isPending}>
          {reset.isPending ? t('common.saving') : t('passwordReset.save')}
        </Button>
      </form>
    </ResetCard>
  );
}
