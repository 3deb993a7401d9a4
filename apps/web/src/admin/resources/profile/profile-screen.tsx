import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DESK_MESSAGES } from '@trails/contracts/admin-desk-messages';
import type { UpdateAdminProfileBody, User } from '@trails/contracts/auth';
import { LIMITS } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAdminAuth } from '../../auth/admin-auth';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';

/** /admin/profile: the signed-in staff member's name and email, and a new password with the current one. */
export default function ProfileScreen() {
  const { t } = useTranslation(['admin', 'common']);
  const { user } = useAdminAuth();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ name: '', email: '', current_password: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (user) setValues((current) => ({ ...current, name: user.name, email: user.email }));
  }, [user]);
  const save = useMutation({
    mutationFn: (body: UpdateAdminProfileBody) => dataClient.replace<User>('profile', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'profile'] }),
  });
  if (!user) return <Spinner />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.password && values.password !== values.confirm) {
      setErrors({ confirm: adminMessage(t, MESSAGES.passwordsMismatch) });
      return;
    }
    const body: UpdateAdminProfileBody = {
      name: values.name,
      email: values.email,
      ...(values.password ? { password: values.password, current_password: values.current_password } : {}),
    };
    try {
      const answer = await save.mutateAsync(body);
      setErrors({});
      setValues((current) => ({ ...current, current_password: '', password: '', confirm: '' }));
      notify.success(adminMessage(t, answer.message ?? MESSAGES.profileUpdated));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422)
        setErrors(
          Object.fromEntries(
            Object.entries(failure.errors).map(([field, messages]) => [field, adminMessage(t, messages[0] ?? '')]),
          ),
        );
      notify.error(adminFailure(t, failure, DESK_MESSAGES.profileUpdateFailed));
    }
  };

  const field = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value }),
    ...(errors[key] ? { error: errors[key] } : {}),
  });
  return (
    <div className="max-w-2xl space-y-5">
      <h1 className="text-2xl font-bold">{t('desk.profile.title')}</h1>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t('desk.profile.details')}</legend>
          <TextField label={t('desk.name')} autoComplete="name" maxLength={LIMITS.nameMax} {...field('name')} />
          <TextField label={t('desk.email')} type="email" autoComplete="email" {...field('email')} />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-lg font-semibold">{t('desk.profile.password')}</legend>
          <TextField
            label={t('desk.profile.current')}
            type="password"
            autoComplete="current-password"
            {...field('current_password')}
          />
          <TextField label={t('desk.profile.new')} type="password" autoComplete="new-password" {...field('password')} />
          <TextField
            label={t('desk.profile.confirm')}
            type="password"
            autoComplete="new-password"
            {...field('confirm')}
          />
          <p className="text-xs text-slate-600 sm:col-span-3 dark:text-slate-400">{t('desk.profile.passwordHint')}</p>
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? t('actions.saving') : t('actions.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
