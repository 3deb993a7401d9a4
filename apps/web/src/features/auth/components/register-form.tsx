import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { registerBody } from '@trails/contracts/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { showSubmitError } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useRegister } from '../api/register';
import { AuthCard } from '../../../components/ui/auth-card';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';

type RegisterValues = z.input<typeof registerBody>;
const FIELDS = ['name', 'email', 'phone', 'password', 'password_confirmation'] as const;

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm<RegisterValues, unknown, z.output<typeof registerBody>>({
    resolver: zodResolver(registerBody),
    defaultValues: { name: '', email: '', phone: '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const message = (text?: string) => (text ? translateMessage(t, text) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync(values);
      notify.success(t('messages.registerSuccess'));
      navigate(paths.profile(), { replace: true });
    } catch (error) {
      showSubmitError(t, error, form.setError, FIELDS, 'messages.registrationFailed');
    }
  });

  return (
    <AuthCard
      title={t('auth.registerTitle')}
      subtitle={t('auth.registerSubtitle')}
      footer={
        <>
          {t('auth.haveAccount')}{' '}
          <Link to={paths.login()} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t('nav.login')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('auth.registerTitle')}>
        <TextField
          label={t('auth.name')}
          autoComplete="name"
          required
          error={message(errors.name?.message)}
          {...form.register('name')}
        />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          error={message(errors.email?.message)}
          {...form.register('email')}
        />
        <TextField
          label={t('auth.phoneOptional')}
          type="tel"
          autoComplete="tel"
          error={message(errors.phone?.message)}
          {...form.register('phone')}
        />
        <NewPasswordFields
          passwordLabel={t('auth.password')}
          password={form.register('password')}
          confirmation={form.register('password_confirmation')}
          passwordError={message(errors.password?.message)}
          confirmationError={message(errors.password_confirmation?.message)}
        />
        <Button type="submit" className="w-full" busy={register.isPending}>
          {register.isPending ? t('auth.creatingAccount') : t('auth.createAccount')}
        </Button>
      </form>
    </AuthCard>
  );
}
