import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DESK_MESSAGES } from '@trails/contracts/admin-desk-messages';
import type { AdminUser, AdminUserDetail } from '@trails/contracts/admin-users';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatPrice } from '../../../lib/use-price';
import { Badge } from '../../components/badge';
import { DateCell } from '../../components/cells';
import { SlideOver } from '../../components/slide-over';
import { notify } from '../../../lib/notify';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';
import type { ResourceFormProps } from '../types';
import { LastLoginCell, StatusBadge, VerifiedCell } from './user-cells';
import { useUserDetail } from './use-users';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-right font-medium text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{title}</h3>
      {children}
    </section>
  );
}

/** The User Details panel's body: who the account is and what it has done on the site. */
function UserDetailBody({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const formatPrice = useFormatPrice();
  const { activity } = user;
  const stats = [
    { key: 'bookings', value: String(activity.bookings_count) },
    { key: 'customPackages', value: String(activity.custom_packages_count) },
    { key: 'reviews', value: String(activity.reviews_count) },
    { key: 'totalSpent', value: formatPrice(activity.total_spent) },
  ];
  return (
    <div className="space-y-6">
      <div>
        <p className="text-xl font-semibold text-slate-900 dark:text-slate-100">{user.name}</p>
        <p className="text-sm break-all text-slate-600 dark:text-slate-400">{user.email}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <VerifiedCell value={user.email_verified_at} />
          <StatusBadge blocked={user.is_blocked} />
          <Badge tone="grey">{t(`users.roles.${user.role}`)}</Badge>
        </div>
      </div>

      <Section title={t('users.details.account')}>
        <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
          <Row label={t('users.details.id')}>{user.id}</Row>
          <Row label={t('users.columns.joined')}>
            <DateCell value={user.created_at} />
          </Row>
          <Row label={t('users.columns.lastLogin')}>
            <LastLoginCell value={user.last_login_at} />
          </Row>
          <Row label={t('users.details.emailVerified')}>
            {user.email_verified_at ? <DateCell value={user.email_verified_at} /> : t('badges.no')}
          </Row>
          {user.phone && <Row label={t('users.fields.phone')}>{user.phone}</Row>}
        </dl>
      </Section>

      <Section title={t('users.details.activity')}>
        <dl className="grid grid-cols-2 gap-3">
          {stats.map((stat) => (
            <div key={stat.key} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
              <dt className="text-xs text-slate-600 dark:text-slate-400">{t(`users.details.${stat.key}`)}</dt>
              <dd className="text-lg font-bold text-slate-900 dark:text-slate-100">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      {activity.recent_bookings.length > 0 && (
        <Section title={t('users.details.recentBookings')}>
          <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
            {activity.recent_bookings.map((booking) => (
              <li key={booking.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium">{booking.reference}</span>
                <span className="text-slate-600 dark:text-slate-400">
                  <DateCell value={booking.created_at} /> ·{' '}
                  {t(`users.bookingStatus.${booking.status}`, { defaultValue: booking.status })} ·{' '}
                  {formatPrice(booking.total_amount)}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {activity.recent_custom_packages.length > 0 && (
        <Section title={t('users.details.recentCustomPackages')}>
          <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
            {activity.recent_custom_packages.map((item) => (
              <li key={item.id} className="flex justify-between gap-2 py-2">
                <span className="font-medium">#{item.id}</span>
                <span className="text-slate-600 dark:text-slate-400">
                  <DateCell value={item.created_at} /> ·{' '}
                  {t(`users.packageStatus.${item.status}`, { defaultValue: item.status })}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {activity.recent_reviews.length > 0 && (
        <Section title={t('users.details.recentReviews')}>
          <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
            {activity.recent_reviews.map((review) => (
              <li key={review.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium">{review.title}</span>
                <span className="text-slate-600 dark:text-slate-400">
                  {t('users.details.rating', { rating: review.rating })} · <DateCell value={review.created_at} />
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}

/** User Details: the slide-over of a row, loaded when opened. */
/** Emails the account a reset link; staff never set a traveller's password. */
function SendPasswordReset({ userId }: { userId: number }) {
  const { t } = useTranslation(['admin', 'common']);
  const send = useMutation({
    mutationFn: () => dataClient.action<never>('users', userId, 'password-reset'),
  });
  return (
    <Button
      variant="secondary"
      busy={send.isPending}
      onClick={() =>
        send.mutate(undefined, {
          onSuccess: (answer) => notify.success(adminMessage(t, answer.message ?? DESK_MESSAGES.passwordResetSent)),
          onError: (error) => notify.error(adminFailure(t, error, DESK_MESSAGES.failedToSendPasswordReset)),
        })
      }
    >
      {t('desk.sendPasswordReset')}
    </Button>
  );
}

export function UserDetails({ record, open, onOpenChange }: ResourceFormProps<AdminUser>) {
  const { t } = useTranslation(['admin', 'common']);
  const detail = useUserDetail(record?.id ?? 0, open && record !== null);
  return (
    <SlideOver
      open={open}
      onOpenChange={onOpenChange}
      title={t('users.details.title')}
      footer={
        <>
          {record && <SendPasswordReset userId={record.id} />}
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('actions.close')}
          </Button>
        </>
      }
    >
      {detail.data ? (
        <UserDetailBody user={detail.data} />
      ) : detail.isError ? (
        <div role="alert" className="space-y-3">
          <p>{adminFailure(t, detail.error, t('users.details.loadFailed'))}</p>
          <Button variant="secondary" busy={detail.isFetching} onClick={() => void detail.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : (
        <div className="flex justify-center py-10">
          <Spinner label={t('table.loading')} />
        </div>
      )}
    </SlideOver>
  );
}
