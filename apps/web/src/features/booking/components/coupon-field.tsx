import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/text-field';
import type { BookingDraft } from '../hooks/use-booking-draft';

/** The coupon box: Apply asks the server's price with it; a refusal shows under the box. */
export function CouponField({ draft }: { draft: BookingDraft }) {
  const { t } = useTranslation();
  const { coupon, quote, dateChosen } = draft;
  return (
    <div>
      <label htmlFor="booking-coupon" className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('booking.coupon.label')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="booking-coupon"
          value={coupon.input}
          onChange={(event) => coupon.type(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              coupon.apply();
            }
          }}
          readOnly={coupon.applied}
          autoComplete="off"
          maxLength={40}
          aria-invalid={coupon.error ? true : undefined}
          aria-describedby={
            coupon.error ? 'booking-coupon-error' : coupon.applied ? 'booking-coupon-ok' : 'booking-coupon-hint'
          }
          className={`${inputClass(Boolean(coupon.error))} min-w-0 flex-1 uppercase sm:max-w-60`}
        />
        {coupon.code ? (
          <Button variant="secondary" onClick={coupon.remove}>
            {t('booking.coupon.remove')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={coupon.apply} disabled={!coupon.input.trim()}>
            {t('booking.coupon.apply')}
          </Button>
        )}
      </div>
      {coupon.error ? (
        <p id="booking-coupon-error" role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {coupon.error}
        </p>
      ) : coupon.applied ? (
        <p id="booking-coupon-ok" role="status" className="mt-1 text-sm text-emerald-700 dark:text-emerald-300">
          {t('booking.coupon.applied', { code: quote.data?.coupon?.code })}
        </p>
      ) : (
        <p id="booking-coupon-hint" className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {coupon.code && !dateChosen ? t('booking.coupon.afterDate') : t('booking.coupon.hint')}
        </p>
      )}
    </div>
  );
}
