import { useEffect, useRef, useState } from 'react';
import type { Booking } from '@trails/contracts/bookings';
import type { PaymentPurpose } from '@trails/contracts/payments';
import { AlertTriangle, CheckCircle2, Clock, CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatPrice } from '../../../lib/format';
import { useSettings } from '../../../lib/settings';
import { usePaymentState, useStartPayment, useVerifyPayment } from '../api/payments';
import { calendarDay } from '../lib/booking-dates';
import { payWithRazorpay } from '../lib/razorpay-checkout';
import { translateServerMessage } from '../lib/server-message';

type Outcome = 'paid' | 'failed' | 'dismissed' | 'cancelled' | 'unverified' | null;

const PURPOSES: PaymentPurpose[] = ['deposit', 'full', 'balance'];
const isPurpose = (value: string | null): value is PaymentPurpose => PURPOSES.includes(value as PaymentPurpose);

/** Minutes left on the seat hold, ticking every 30 seconds; null without a hold. */
function useMinutesLeft(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, [until]);
  if (!until) return null;
  return Math.max(0, Math.ceil((new Date(until).getTime() - now) / 60_000));
}

/**
 * Online payment of a booking (when the site takes payments online): what is paid and due, the
 * deposit or the whole amount or the balance, Razorpay Checkout in the page or Stripe's hosted
 * page, and plainly what happened to the last try.
 */
export function PaymentPanel({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation();
  const { settings } = useSettings();
  const [params, setParams] = useSearchParams();
  const state = usePaymentState(String(booking.id));
  const start = useStartPayment();
  const verify = useVerifyPayment();
  const [outcome, setOutcome] = useState<Outcome>(params.get('payment') === 'cancelled' ? 'cancelled' : null);
  const [failure, setFailure] = useState('');
  const handled = useRef(false);
  const minutesLeft = useMinutesLeft(booking.status === 'pending' ? booking.hold_expires_at : null);
  const price = (amount: number) => formatPrice(amount, booking.currency, i18n.language);

  const pay = async (purpose: PaymentPurpose) => {
    setOutcome(null);
    try {
      const started = await start.mutateAsync({ bookingId: booking.id, purpose });
      if (started.provider === 'stripe' && started.checkout_url) {
        window.location.assign(started.checkout_url);
        return;
      }
      const result = await payWithRazorpay(settings.razorpay_checkout_url ?? '', started, {
        name: settings.site_name,
        description: `${booking.reference} · ${booking.trip?.title ?? ''}`,
      });
      if (result.outcome === 'paid') {
        await verify.mutateAsync({ provider: 'razorpay', body: result.response });
        setOutcome('paid');
      } else {
        if (result.outcome === 'failed') setFailure(result.reason);
        setOutcome(result.outcome);
      }
    } catch (error) {
      setFailure(error instanceof ApiError && error.status !== 0 ? translateServerMessage(t, error.message) : '');
      setOutcome('failed');
    } finally {
      void state.refetch();
    }
  };

  // Back from Stripe's page, or sent here to pay (the booking wizard, the balance email): once.
  useEffect(() => {
    if (handled.current || !state.data || state.data.provider === 'none') return;
    handled.current = true;
    const sessionId = params.get('session_id');
    const wanted = params.get('pay');
    if (params.get('payment') === 'return' && sessionId) {
      verify.mutate(
        { provider: 'stripe', body: { session_id: sessionId } },
        {
          onSuccess: () => setOutcome('paid'),
          onError: () => setOutcome('unverified'),
          onSettled: () => void state.refetch(),
        },
      );
    } else if (
      isPurpose(wanted) &&
      state.data.options.some(
        (option) => option.purpose === wanted || (wanted === 'deposit' && option.purpose === 'full'),
      )
    ) {
      void pay(state.data.options.some((option) => option.purpose === wanted) ? wanted : 'full');
    }
    if (params.has('payment') || params.has('pay') || params.has('session_id')) setParams({}, { replace: true });
    // Runs when the state first arrives; pay and verify are stable enough for one call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.data]);

  if (state.isPending) return <Spinner />;
  if (state.isError || state.data.provider === 'none') return null;
  const data = state.data;
  const busy = start.isPending || verify.isPending;
  const paidInFull = data.balance_due <= 0 && data.amount_paid > 0;

  return (
    <section
      aria-labelledby="payment-panel-title"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="payment-panel-title"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
      >
        <CreditCard className="size-5 text-brand-600 dark:text-brand-300" aria-hidden="true" />
        {t('payment.title')}
      </h2>

      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <Amount label={t('payment.paid')} value={price(data.amount_paid)} />
        <Amount label={t('payment.due')} value={price(data.balance_due)} />
        {data.balance_due > 0 && data.amount_paid > 0 && (
          <Amount
            label={t('payment.dueBy')}
            value={formatDate(calendarDay(data.balance_due_date), i18n.language, {
              dateStyle: 'long',
              timeZone: 'UTC',
            })}
          />
        )}
      </dl>

      <div aria-live="polite" className="mt-4 space-y-3">
        {verify.isPending && <p className="text-sm text-slate-700 dark:text-slate-200">{t('payment.verifying')}</p>}
        {outcome === 'paid' && !verify.isPending && (
          <Notice tone="ok">{paidInFull ? t('payment.paidInFull') : t('payment.paidThanks')}</Notice>
        )}
        {outcome === 'failed' && (
          <Notice tone="error">{failure ? t('payment.failedWith', { reason: failure }) : t('payment.failed')}</Notice>
        )}
        {(outcome === 'dismissed' || outcome === 'cancelled') && <Notice tone="warn">{t('payment.abandoned')}</Notice>}
        {outcome === 'unverified' && <Notice tone="warn">{t('payment.unverified')}</Notice>}
        {outcome === null && data.last_attempt?.status === 'failed' && (
          <Notice tone="error">{t('payment.failed')}</Notice>
        )}
        {outcome === null && paidInFull && <Notice tone="ok">{t('payment.paidInFull')}</Notice>}
        {booking.status === 'pending' && minutesLeft !== null && data.options.length > 0 && (
          <p className="flex items-center gap-2 text-sm text-amber-900 dark:text-amber-200">
            <Clock className="size-4 shrink-0" aria-hidden="true" />
            {minutesLeft > 0 ? t('payment.holdLeft', { count: minutesLeft }) : t('payment.holdOver')}
          </p>
        )}
      </div>

      {data.options.length > 0 && (
        <div className="mt-4 flex flex-wrap gap-3">
          {data.options.map((option) => (
            <Button
              key={option.purpose}
              variant={option.purpose === 'full' && data.options.length > 1 ? 'secondary' : 'primary'}
              busy={busy && start.variables?.purpose === option.purpose}
              disabled={busy}
              onClick={() => void pay(option.purpose)}
            >
              {t(
                outcome === 'failed' || outcome === 'dismissed' || outcome === 'cancelled'
                  ? `payment.retry.${option.purpose}`
                  : `payment.pay.${option.purpose}`,
                { amount: price(option.amount) },
              )}
            </Button>
          ))}
        </div>
      )}
      {data.options.some((option) => option.purpose === 'deposit') && (
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
          {t('payment.depositNote', {
            date: formatDate(calendarDay(data.balance_due_date), i18n.language, { dateStyle: 'long', timeZone: 'UTC' }),
          })}
        </p>
      )}
    </section>
  );
}

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-base font-semibold text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

const TONES = {
  ok: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950/40 dark:text-emerald-100',
  warn: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100',
  error: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100',
} as const;

function Notice({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  const Icon = tone === 'ok' ? CheckCircle2 : AlertTriangle;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-lg border p-3 text-sm ${TONES[tone]}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
