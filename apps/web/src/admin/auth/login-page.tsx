import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Lock, Mountain } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { loginBody, type AuthResult, type LoginBody } from '@trails/contracts/auth';
import { MESSAGES } from '@trails/contracts/messages';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { paths } from '../../config/paths';
import { showSubmitError } from '../../lib/form-errors';
import { translateMessage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { usePageTitle } from '../../lib/page-title';
import { useSettings } from '../../lib/settings';
import { dataClient } from '../lib/data-client';
import { useAdminAuth } from './admin-auth';

/** Shown only when the server says it runs on demo data. */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin12345' } as const;

export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { settings } = useSettings();
  const { isAuthenticated, isLoading, signIn } = useAdminAuth();
  usePageTitle(t('admin.login.title'));
  const form = useForm<LoginBody>({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const message = (text?: string) => (text ? translateMessage(t, text) : undefined);

  const login = useMutation({
    mutationFn: (body: LoginBody) => dataClient.action<AuthResult>('auth', undefined, 'login', body),
  });

  if (isLoading) return <Spinner fullScreen />;
  if (isAuthenticated) return <Navigate to={paths.admin.tab('dashboard')} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await login.mutateAsync(values);
      if (!response.data?.token) throw new Error(MESSAGES.noTokenReceived);
      signIn(response.data);
      navigate(paths.admin.tab('dashboard'), { replace: true });
    } catch (error) {
      if (error instanceof Error && error.message === MESSAGES.noTokenReceived)
        notify.error(translateMessage(t, error.message));
      else showSubmitError(t, error, form.setError, ['email', 'password'], 'admin.login.failed');
    }
  });

  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-100 px-4 dark:bg-slate-950">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="mb-6 text-center">
          <Mountain className="mx-auto size-10 text-brand-700 dark:text-brand-300" aria-hidden="true" />
          <h1 className="mt-3 text-2xl font-bold">{t('admin.login.title')}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{settings.site_name}</p>
        </div>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('admin.login.title')}>
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="username"
            required
            error={message(errors.email?.message)}
            {...form.register('email')}
          />
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            required
            error={message(errors.password?.message)}
            {...form.register('password')}
          />
          <Button type="submit" className="w-full" busy={login.isPending}>
            {login.isPending ? t('admin.login.signingIn') : t('admin.login.signIn')}
          </Button>
          {settings.demo_mode && (
            <Button
              variant="secondary"
              className="w-full"
              onClick={() => {
                form.setValue('email', DEMO_ADMIN.email, { shouldValidate: true });
                form.setValue('password', DEMO_ADMIN.password, { shouldValidate: true });
              }}
            >
              {t('admin.login.useTestCredentials')}
            </Button>
          )}
        </form>
        <p className="mt-6 flex items-center justify-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
          <Lock className="size-3.5" aria-hidden="true" /> {t('admin.login.authorizedOnly')}
        </p>
      </div>
    </div>
  );
}
