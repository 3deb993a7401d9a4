import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Download, KeyRound, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { changePasswordBody, deleteAccountBody } from '@trails/contracts/account';
import { STAFF_ROLES } from '@trails/contracts/constants';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { failureMessage, showSubmitError } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { useNavigateShown } from '../../../lib/navigation';
import { notify } from '../../../lib/notify';
import { useChangePassword, useDeleteAccount, useDownloadMyData } from '../api/account';

const PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

function Panel({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
      <h2 id={id} className="mb-2 flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<z.input<typeof changePasswordBody>, unknown, z.output<typeof changePasswordBody>>({
    resolver: zodResolver(changePasswordBody),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const message = (text?: string) => (text ? translateMessage(t, text) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await change.mutateAsync(values);
      notify.success(translateMessage(t, answer.message));
      form.reset();
    } catch (error) {
      showSubmitError(t, error, form.setError, PASSWORD_FIELDS, 'errors.generic');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="account-password">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('account.passwordIntro')}</p>
      <TextField
        label={t('profile.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        error={message(errors.current_password?.message)}
        {...form.register('current_password')}
      />
      <NewPasswordFields
        passwordLabel={t('account.newPassword')}
        password={form.register('password')}
        confirmation={form.register('password_confirmation')}
        passwordError={message(errors.password?.message)}
        confirmationError={message(errors.password_confirmation?.message)}
      />
      <Button type="submit" busy={change.isPending}>
        {change.isPending ? t('account.changing') : t('account.changePassword')}
      </Button>
    </form>
  );
}

function DownloadMyData() {
  const { t } = useTranslation();
  const download = useDownloadMyData();
  const [failed, setFailed] = useState<string | null>(null);
  const run = async () => {
    setFailed(null);
    try {
      await download.mutateAsync();
      notify.success(t('account.exported'));
    } catch (error) {
      const text = failureMessage(t, error, 'messages.exportFailed');
      setFailed(text);
      notify.error(text);
    }
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('account.exportIntro')}</p>
      <Button variant="secondary" busy={download.isPending} onClick={() => void run()}>
        <Download className="size-4" aria-hidden="true" />
        {download.isPending ? t('account.exporting') : t('account.export')}
      </Button>
      {failed && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failed}
        </p>
      )}
    </div>
  );
}

function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigateShown();
  const remove = useDeleteAccount();
  const form = useForm<z.input<typeof deleteAccountBody>, unknown, z.output<typeof deleteAccountBody>>({
    resolver: zodResolver(deleteAccountBody),
    defaultValues: { current_password: '' },
  });
  const error = form.formState.errors.current_password?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await remove.mutateAsync(values);
      // Every session has ended on the server: leave the signed-in page first, then forget this one.
      await navigate(paths.home());
      await signOut();
      notify.success(translateMessage(t, answer.message));
    } catch (failure) {
      showSubmitError(t, failure, form.setError, ['current_password'], 'errors.generic');
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title={t('account.deleteConfirmTitle')}
      description={t('account.deleteConfirmText')}
      closeLabel={t('account.close')}
      role="alertdialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <div className="px-5 py-4">
          <TextField
            label={t('profile.currentPassword')}
            type="password"
            autoComplete="current-password"
            required
            autoFocus
            error={error ? translateMessage(t, error) : undefined}
            {...form.register('current_password')}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-5 py-4 dark:border-slate-700">
          <Button variant="secondary" disabled={remove.isPending} onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={remove.isPending}>
            {remove.isPending ? t('account.deleting') : t('account.deleteConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The signed-in account's controls, last on the profile: a new password, a copy of the data, and
 * deleting the account (staff accounts are closed by an administrator instead).
 */
export function AccountControls() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [confirming, setConfirming] = useState(false);
  if (!user) return null;
  const isStaff = STAFF_ROLES.includes(user.role);
  return (
    <>
      <Panel
        id="account-password"
        title={t('account.passwordTitle')}
        icon={<KeyRound className="size-5 text-slate-400" aria-hidden="true" />}
      >
        <ChangePasswordForm />
      </Panel>
      <Panel
        id="account-data"
        title={t('account.dataTitle')}
        icon={<Download className="size-5 text-slate-400" aria-hidden="true" />}
      >
        <DownloadMyData />
        <p className="mt-3 text-sm">
          <Link to={`${paths.privacy()}#privacy-yourData`} className="text-brand-700 underline dark:text-brand-300">
            {t('account.privacyLink')}
          </Link>
        </p>
      </Panel>
      <Panel
        id="account-delete"
        title={t('account.deleteTitle')}
        icon={<Trash2 className="size-5 text-red-500" aria-hidden="true" />}
      >
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t('account.deleteIntro')}</p>
        {isStaff ? (
          <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{t('account.staffNote')}</p>
        ) : (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('account.delete')}
          </Button>
        )}
        <DeleteAccountDialog open={confirming} onOpenChange={setConfirming} />
      </Panel>
    </>
  );
}
