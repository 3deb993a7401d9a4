import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminCoupon, AdminCouponDetail } from '@trails/contracts/admin-coupons';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatPrice } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useFormatPrice } from '../../../lib/use-price';
import { Badge } from '../../components/badge';
import { SlideOver } from '../../components/slide-over';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';
import { resourceKeys } from '../../lib/use-resource';

/** Cells of the coupon list: discount, validity, uses, the active switch and the detail panel. */

export function DiscountCell({ coupon }: { coupon: AdminCoupon }) {
  const { t } = useTranslation('admin');
  const price = useFormatPrice();
  const main =
    coupon.discount_type === 'percent'
      ? t('coupons.percentOff', { value: coupon.discount_value })
      : t('coupons.amountOff', { amount: price(coupon.discount_value) });
  const notes = [
    coupon.max_discount !== null && coupon.discount_type === 'percent'
      ? t('coupons.upTo', { amount: price(coupon.max_discount) })
      : null,
    coupon.min_amount !== null ? t('coupons.minimum', { amount: price(coupon.min_amount) }) : null,
  ].filter(Boolean);
  return (
    <div>
      <p className="font-medium">{main}</p>
      {notes.length > 0 && <p className="text-xs text-slate-500 dark:text-slate-400">{notes.join(' · ')}</p>}
    </div>
  );
}

export function ValidityCell({ coupon }: { coupon: AdminCoupon }) {
  const { t, i18n } = useTranslation('admin');
  const day = (value: string) => formatDate(value, i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div className="whitespace-nowrap text-sm">
      {coupon.valid_from && <p>{t('coupons.from', { date: day(coupon.valid_from) })}</p>}
      <p>{coupon.valid_until ? t('coupons.until', { date: day(coupon.valid_until) }) : t('coupons.always')}</p>
      {coupon.is_expired && <Badge tone="amber">{t('coupons.statuses.expired')}</Badge>}
    </div>
  );
}

export function UsesCell({ coupon }: { coupon: AdminCoupon }) {
  const { t } = useTranslation('admin');
  return (
    <span className="whitespace-nowrap">
      {coupon.usage_limit === null
        ? t('coupons.unlimited', { count: coupon.used_count })
        : t('coupons.usesOf', { count: coupon.used_count, limit: coupon.usage_limit })}
    </span>
  );
}

/** The Active switch: POST /coupons/{id}/toggle, then the list refetches. */
export function ActiveToggle({ coupon }: { coupon: AdminCoupon }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => dataClient.action<AdminCoupon>('coupons', coupon.id, 'toggle'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all('coupons') }),
  });
  const onClick = async () => {
    try {
      const answer = await toggle.mutateAsync();
      notify.success(
        adminMessage(
          t,
          answer.message ?? (coupon.is_active ? ADMIN_MESSAGES.couponDeactivated : ADMIN_MESSAGES.couponActivated),
        ),
      );
    } catch (error) {
      notify.error(adminFailure(t, error, ADMIN_MESSAGES.failedToToggleCoupon));
    }
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={coupon.is_active}
      aria-label={t(coupon.is_active ? 'coupons.toggleOff' : 'coupons.toggleOn', { name: coupon.code })}
      disabled={toggle.isPending}
      onClick={() => void onClick()}
      className="inline-flex items-center gap-2 rounded-md px-1 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors ${coupon.is_active ? 'bg-emerald-600' : 'bg-slate-300 dark:bg-slate-600'}`}
      >
        <span
          className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-transform ${coupon.is_active ? 'translate-x-4' : 'translate-x-0.5'}`}
        />
      </span>
      {/* Switched on but past its end date, it takes no booking: it never reads Active then. */}
      <span className={coupon.is_active && coupon.is_expired ? 'text-amber-700 dark:text-amber-300' : undefined}>
        {!coupon.is_active
          ? t('badges.inactive')
          : coupon.is_expired
            ? t('coupons.statuses.expired')
            : t('badges.active')}
      </span>
    </button>
  );
}

/** View: a slide-over with the coupon and the bookings that used it. */
export function CouponDetailButton({ coupon }: { coupon: AdminCoupon }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 dark:text-brand-300 dark:hover:bg-brand-950/50"
        aria-label={t('coupons.viewNamed', { name: coupon.code })}
        onClick={() => setOpen(true)}
      >
        <Eye className="size-4" aria-hidden="true" />
        {t('coupons.view')}
      </button>
      <SlideOver
        open={open}
        onOpenChange={setOpen}
        title={`${t('coupons.details')}: ${coupon.code}`}
        footer={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('actions.close')}
          </Button>
        }
      >
        {open && <CouponDetail id={coupon.id} />}
      </SlideOver>
    </>
  );
}

function CouponDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation('admin');
  const detail = useQuery({
    queryKey: resourceKeys.one('coupons', id),
    queryFn: () => dataClient.get<AdminCouponDetail>('coupons', id),
  });
  if (detail.isPending) return <Spinner />;
  if (detail.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p>{adminFailure(t, detail.error, t('coupons.loadFailed'))}</p>
        <Button variant="secondary" onClick={() => void detail.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  const coupon = detail.data;
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="font-medium text-slate-500 dark:text-slate-400">{t('coupons.columns.discount')}</dt>
          <dd>
            <DiscountCell coupon={coupon} />
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500 dark:text-slate-400">{t('coupons.columns.validity')}</dt>
          <dd>
            <ValidityCell coupon={coupon} />
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500 dark:text-slate-400">{t('coupons.columns.uses')}</dt>
          <dd>
            <UsesCell coupon={coupon} />
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500 dark:text-slate-400">{t('coupons.fields.applies_to')}</dt>
          <dd>{t(`coupons.appliesTo.${coupon.applies_to}`)}</dd>
        </div>
        {coupon.description && (
          <div className="col-span-2">
            <dt className="font-medium text-slate-500 dark:text-slate-400">{t('coupons.fields.description')}</dt>
            <dd>{coupon.description}</dd>
          </div>
        )}
      </dl>

      <section aria-labelledby="coupon-bookings-title" className="space-y-2">
        <h3 id="coupon-bookings-title" className="text-base font-semibold">
          {t('coupons.bookings.title')}
        </h3>
        {coupon.bookings.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('coupons.bookings.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-500 dark:text-slate-400">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('coupons.bookings.reference')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('coupons.bookings.traveller')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('coupons.bookings.date')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t('coupons.bookings.discount')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {coupon.bookings.map((booking) => (
                  <tr key={booking.id}>
                    <td className="py-2 pr-3 font-mono whitespace-nowrap">{booking.reference}</td>
                    <td className="py-2 pr-3">
                      <p>{booking.traveller}</p>
                      <p className="text-xs text-slate-500 dark:text-slate-400">{booking.email}</p>
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {formatDate(booking.travel_date, i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })}
                    </td>
                    <td className="py-2 whitespace-nowrap">
                      {formatPrice(booking.discount, booking.currency, i18n.language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {coupon.bookings_total > coupon.bookings.length && (
              <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
                {t('coupons.bookings.showing', { shown: coupon.bookings.length, total: coupon.bookings_total })}
              </p>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
