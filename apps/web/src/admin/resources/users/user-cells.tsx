import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import type { AdminUser } from '@trails/contracts/admin-users';
import { notify } from '../../../lib/notify';
import { Badge } from '../../components/badge';
import { DateCell } from '../../components/cells';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { adminFailure, adminMessage } from '../../lib/messages';
import { useToggleBlock } from './use-users';

/** The User column: initial, name and email. */
export function UserCell({ user }: { user: Pick<AdminUser, 'name' | 'email'> }) {
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-200"
      >
        {user.name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900 dark:text-slate-100">{user.name}</p>
        <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
      </div>
    </div>
  );
}

export function VerifiedCell({ value }: { value: string | null }) {
  const { t } = useTranslation('admin');
  return <Badge tone={value ? 'blue' : 'grey'}>{value ? t('users.verified') : t('users.unverified')}</Badge>;
}

export function StatusBadge({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Badge tone={blocked ? 'red' : 'green'}>{blocked ? t('users.status.blocked') : t('users.status.active')}</Badge>
  );
}

/** Last Login, or Never for an account that has not signed in. */
export function LastLoginCell({ value }: { value: string | null }) {
  const { t } = useTranslation('admin');
  return value ? (
    <DateCell value={value} />
  ) : (
    <span className="text-slate-500 dark:text-slate-400">{t('users.never')}</span>
  );
}

/** The Status button (Blocked / Active): asks first, then blocks or unblocks. */
export function BlockToggleCell({ user }: { user: AdminUser }) {
  const { t } = useTranslation(['admin', 'common']);
  const [asking, setAsking] = useState(false);
  const toggle = useToggleBlock();
  const confirm = async () => {
    try {
      const answer = await toggle.mutateAsync(user.id);
      const blocked = answer.data?.is_blocked ?? !user.is_blocked;
      notify.success(
        adminMessage(t, answer.message ?? (blocked ? ADMIN_MESSAGES.userBlocked : ADMIN_MESSAGES.userUnblocked)),
      );
    } catch (failure) {
      notify.error(adminFailure(t, failure, ADMIN_MESSAGES.failedToUpdateUserStatus));
    }
    setAsking(false);
  };
  return (
    <>
      <button
        type="button"
        className={`rounded-full px-3 py-1 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${
          user.is_blocked
            ? 'bg-red-100 text-red-800 hover:bg-red-200 dark:bg-red-900/50 dark:text-red-200'
            : 'bg-emerald-100 text-emerald-800 hover:bg-emerald-200 dark:bg-emerald-900/50 dark:text-emerald-200'
        }`}
        aria-label={t(user.is_blocked ? 'users.unblockNamed' : 'users.blockNamed', { name: user.name })}
        onClick={() => setAsking(true)}
      >
        {user.is_blocked ? t('users.status.blocked') : t('users.status.active')}
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t(user.is_blocked ? 'users.unblock' : 'users.block')}
        message={t('users.confirmToggle')}
        confirmLabel={t(user.is_blocked ? 'users.unblock' : 'users.block')}
        busy={toggle.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
