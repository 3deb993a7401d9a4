import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BadgeCheck,
  CalendarDays,
  LogOut,
  Mail,
  MailWarning,
  MapPin,
  Pencil,
  Phone,
  User as UserIcon,
} from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { updateProfileBody, type User } from '@trails/contracts/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useAuth, useLogout } from '../../../lib/auth';
import { showSubmitError } from '../../../lib/form-errors';
import { useFormatDate } from '../../../lib/use-format-date';
import { translateMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useUpdateProfile } from '../api/update-profile';

type ProfileValues = z.input<typeof updateProfileBody>;
const FIELDS = ['name', 'email', 'current_password', 'phone', 'address', 'marketing_opt_out'] as const;

function ProfileDetails({ user, resendLink }: { user: User; resendLink?: ReactNode }) {
  const { t } = useTranslation();
  const rows = [
    { icon: UserIcon, label: t('auth.name'), value: user.name },
    { icon: Mail, label: t('auth.email'), value: user.email },
    { icon: Phone, label: t('profile.phone'), value: user.phone },
    { icon: MapPin, label: t('profile.address'), value: user.address },
  ];
  return (
    <dl className="divide-y divide-slate-200 dark:divide-slate-800">
      {rows.map((row) => (
        <div key={row.label} className="flex items-start gap-3 py-3">
          <row.icon className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
          <dt className="w-28 shrink-0 text-sm text-slate-500 dark:text-slate-400">{row.label}</dt>
          <dd className="min-w-0 break-words text-sm font-medium">
            {row.value || (
              <span className="font-normal text-slate-600 dark:text-slate-400">{t('profile.notProvided')}</span>
            )}
          </dd>
        </div>
      ))}
      <EmailStatus user={user} resendLink={resendLink} />
    </dl>
  );
}

/** Whether the address is verified; if not, a way to get a new link. */
function EmailStatus({ user, resendLink }: { user: User; resendLink?: ReactNode }) {
  const { t } = useTranslation();
  const verified = Boolean(user.email_verified_at);
  const Icon = verified ? BadgeCheck : MailWarning;
  return (
    <div className="flex flex-wrap items-start gap-3 py-3">
      <Icon
        className={`mt-0.5 size-5 shrink-0 ${verified ? 'text-emerald-600 dark:text-emerald-400' : 'text-amber-600 dark:text-amber-400'}`}
        aria-hidden="true"
      />
      <dt className="w-28 shrink-0 text-sm text-slate-500 dark:text-slate-400">{t('profile.emailStatus')}</dt>
      <dd className="flex min-w-0 flex-1 flex-wrap items-center gap-3 text-sm font-medium">
        {verified ? (
          <span className="text-emerald-700 dark:text-emerald-300">{t('profile.verified')}</span>
        ) : (
          <>
            <span className="text-amber-800 dark:text-amber-300">{t('profile.notVerified')}</span>
            {resendLink}
          </>
        )}
      </dd>
    </div>
  );
}

function ProfileEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm<ProfileValues, unknown, z.output<typeof updateProfileBody>>({
    resolver: zodResolver(updateProfileBody),
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: user.phone ?? '',
      address: user.address ?? '',
      marketing_opt_out: user.marketing_opt_out,
    },
  });
  const { errors } = form.formState;
  const message = (text?: string) => (text ? translateMessage(t, text) : undefined);
  // A new address needs the current password: the field appears once the address is edited.
  const emailChanged = form.watch('email').trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notify.success(t('messages.profileUpdated'));
      onDone();
    } catch (error) {
      showSubmitError(t, error, form.setError, FIELDS, 'errors.generic');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('profile.editTitle')}>
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
      {emailChanged && (
        <TextField
          label={t('profile.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          hint={t('profile.currentPasswordHint')}
          error={message(errors.current_password?.message)}
          {...form.register('current_password', { shouldUnregister: true })}
        />
      )}
      <TextField
        label={t('profile.phone')}
        type="tel"
        autoComplete="tel"
        error={message(errors.phone?.message)}
        {...form.register('phone')}
      />
      <TextField
        label={t('profile.address')}
        autoComplete="street-address"
        error={message(errors.address?.message)}
        {...form.register('address')}
      />
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 rounded border-slate-300 accent-brand-700 dark:border-slate-600"
            aria-describedby="marketing-opt-out-hint"
            {...form.register('marketing_opt_out')}
          />
          <span>{t('profile.marketingOptOut')}</span>
        </label>
        <p id="marketing-opt-out-hint" className="mt-1 ms-6 text-xs text-slate-500 dark:text-slate-400">
          {t('profile.marketingOptOutHint')}
        </p>
      </div>
      <div className="flex gap-3">
        <Button type="submit" busy={update.isPending}>
          {update.isPending ? t('common.saving') : t('common.save')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** `resendLink`: the control that sends a new verification link, shown while the address is unverified. */
export function ProfilePage({ resendLink }: { resendLink?: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const logout = useLogout();
  const formatDate = useFormatDate();
  const [editing, setEditing] = useState(false);
  usePageTitle(t('nav.profile'));
  if (!user) return null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <section className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white sm:flex-row sm:items-center">
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-white/20 text-3xl font-bold"
        >
          {user.name.charAt(0).toUpperCase() || 'U'}
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-2xl font-bold">{user.name}</h1>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-brand-100">
            <CalendarDays className="size-4" aria-hidden="true" />
            {t('profile.memberSince', { date: formatDate(user.created_at) })}
          </p>
        </div>
        <Button variant="secondary" className="self-start sm:self-center" onClick={() => void logout()}>
          <LogOut className="size-4" aria-hidden="true" /> {t('nav.logout')}
        </Button>
      </section>

      <section
        aria-labelledby="profile-details"
        className="mt-8 rounded-2xl border border-slate-200 p-6 dark:border-slate-800"
      >
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id="profile-details" className="text-lg font-semibold">
            {editing ? t('profile.editTitle') : t('profile.detailsTitle')}
          </h2>
          {!editing && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" /> {t('common.edit')}
            </Button>
          )}
        </div>
        {editing ? (
          <ProfileEditForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <ProfileDetails user={user} resendLink={resendLink} />
        )}
      </section>
    </div>
  );
}
