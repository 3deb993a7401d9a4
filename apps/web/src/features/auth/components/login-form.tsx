import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginBody, type LoginBody } from '@trails/contracts/auth';
import { MESSAGES } from '@trails/contracts/messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, failureMessage } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useLogin } from '../api/login';
import { AuthCard } from '../../../components/ui/auth-card';

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const form = useForm<LoginBody>({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const from = (location.state as { from?: string } | null)?.from;

  // A failed sign-in is said once, above the button: wrong credentials are about the pair, not
  // the email field alone, and a toast beside it would say the same thing twice.
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync(values);
      notify.success(t('messages.loginSuccess'));
      navigate(from ?? paths.profile(), { replace: true });
    } catch (error) {
      const wrongPair = error instanceof ApiError && error.errors.email?.[0] === MESSAGES.invalidCredentials;
      if (wrongPair || !applyServerErrors(error, form.setError, ['email', 'password'])) {
        setFailure(failureMessage(t, error, 'messages.loginFailed'));
      }
    }
  });

  return (
    <AuthCard
      title={t('auth.loginTitle')}
      subtitle={t('auth.loginSubtitle')}
      footer={
        <>
          {t('auth.noAccount')}{' '}
          <Link to={paths.register()} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t('nav.signUp')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('auth.loginTitle')}>
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message && translateMessage(t, errors.email.message)}
          {...form.register('email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message && translateMessage(t, errors.password.message)}
          {...form.register('password')}
        />
        <p className="-mt-2 text-right text-sm">
          <Link to={paths.forgotPassword()} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            {t('auth.forgotPassword')}
          </Link>
        </p>
        {failure && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
          >
            {failure}
          </p>
        )}
        <Button type="submit" className="w-full" busy={login.isPending}>
          {login.isPending ? t('auth.signingIn') : t('nav.login')}
        </Button>
      </form>
    </AuthCard>
  );
}
