import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronLeft, ChevronRight, Hourglass, SearchX } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  INDIAN_STATES,
  LIMITS,
  createBookingBody,
  type CreateBookingBody,
  type PaymentPurpose,
  type PublicDeparture,
  type QuoteBody,
  type User,
} from '@trails/contracts';
import { ErrorState } from '../../../components/errors/error-state';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField, inputClass } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useSettings } from '../../../lib/settings';
import { PaymentNotice } from '../../../components/catalogue/payment-notice';
import { CancellationPolicy } from '../../../components/catalogue/cancellation-policy';
import { OnlinePaymentChoice, depositOf } from './online-payment-choice';
import { useCreateBooking } from '../api/create-booking';
import { useDepartures } from '../api/get-departures';
import { useWaitlistOffer } from '../api/get-waitlist-offer';
import { useQuote } from '../api/get-quote';
import { useBookableTrip, type BookableTrip, type TripKind } from '../api/get-trip';
import { calendarDay, onRequestRange } from '../lib/booking-dates';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { translateServerMessage } from '../lib/server-message';
import { useDebounced } from '../lib/use-debounced';
import { BookingSummary } from './booking-summary';
import { DeparturePicker } from './departure-picker';
import { LoginPrompt } from './login-prompt';
import { SCROLL_TOP_AVOID } from '../../../components/layout/scroll-to-top';

const contactSchema = z.object({
  contact_name: createBookingBody.shape.contact_name,
  contact_email: createBookingBody.shape.contact_email,
  contact_phone: createBookingBody.shape.contact_phone,
  special_requests: createBookingBody.shape.special_requests,
  billing_state: createBookingBody.shape.billing_state,
});
type ContactValues = z.input<typeof contactSchema>;
const CONTACT_FIELDS = ['contact_name', 'contact_email', 'contact_phone', 'special_requests', 'billing_state'] as const;
const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state.code, label: state.name }));

type Step = 1 | 2 | 3;
const STEP_KEYS = ['booking.steps.travel', 'booking.steps.contact', 'booking.steps.payment'] as const;
const QUOTE_DELAY_MS = 300;

/** An offer token as the offer email's link carries it. */
const OFFER_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The booking page: loads the trip, asks a signed-out visitor to log in, else shows the wizard.
 * `full` is shown under a full departure (the route passes the waitlist's Join button).
 */
export function BookingPage({
  kind,
  idOrSlug,
  full,
}: {
  kind: TripKind;
  idOrSlug: string;
  full?: (departure: PublicDeparture) => ReactNode;
}) {
  const { t } = useTranslation();
  const trip = useBookableTrip(kind, idOrSlug);
  const { user, isAuthenticated, isLoading } = useAuth();
  usePageTitle(trip.data ? t('booking.pageTitle', { title: trip.data.title }) : t('pages.booking'));

  if (trip.isPending || isLoading) return <Spinner />;
  if (trip.isError) {
    const missing = trip.error instanceof ApiError && trip.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        {missing ? (
          <EmptyState
            title={t('booking.notFound.title')}
            text={t('booking.notFound.text')}
            icon={<SearchX className="size-10 text-slate-400" aria-hidden="true" />}
          >
            <Link to={kind === 'tour' ? paths.tours() : paths.treks()} className={buttonClass('primary')}>
              {kind === 'tour' ? t('booking.notFound.tours') : t('booking.notFound.treks')}
            </Link>
          </EmptyState>
        ) : (
          <ErrorState onRetry={() => void trip.refetch()} busy={trip.isFetching} />
        )}
      </div>
    );
  }
  if (!isAuthenticated || !user) return <LoginPrompt tripTitle={trip.data.title} />;
  return <BookingWizard trip={trip.data} user={user} full={full} />;
}

function Stepper({ step }: { step: Step }) {
  const { t } = useTranslation();
  return (
    <ol className="flex gap-2 text-sm" aria-label={t('booking.steps.label')}>
      {STEP_KEYS.map((key, index) => {
        const number = index + 1;
        const state = number < step ? 'done' : number === step ? 'current' : 'todo';
        return (
          <li
            key={key}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex min-w-0 flex-1 flex-col gap-1.5"
          >
            <span
              className={`h-1.5 rounded-full ${state === 'todo' ? 'bg-slate-200 dark:bg-slate-700' : 'bg-brand-600 dark:bg-brand-400'}`}
              aria-hidden="true"
            />
            <span
              className={`truncate ${state === 'current' ? 'font-semibold text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-400'}`}
            >
              <span className="sr-only">{t('booking.steps.position', { step: number, total: STEP_KEYS.length })} </span>
              {t(key)}
              {state === 'done' && <span className="sr-only"> ({t('booking.steps.done')})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function BookingWizard({
  trip,
  user,
  full,
}: {
  trip: BookableTrip;
  user: User;
  full?: ((departure: PublicDeparture) => ReactNode) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { settings } = useSettings();
  const departures = useDepartures(trip.kind, trip.id);
  // From a waitlist offer's email: its seats are held for this traveller on that departure.
  const [searchParams] = useSearchParams();
  const offerParam = searchParams.get('offer');
  const offerToken = offerParam && OFFER_TOKEN.test(offerParam) ? offerParam : null;
  const offer = useWaitlistOffer(offerToken);
  const heldDeparture = offer.data?.departure_id ?? null;
  const create = useCreateBooking();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [step, setStep] = useState<Step>(1);
  const [departure, setDeparture] = useState<PublicDeparture | null>(null);
  const [travelDate, setTravelDate] = useState('');
  const [passengers, setPassengers] = useState(1);
  const [couponInput, setCouponInput] = useState('');
  const [coupon, setCoupon] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [purpose, setPurpose] = useState<PaymentPurpose>('deposit');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const form = useForm<ContactValues, unknown, z.output<typeof contactSchema>>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: {
      contact_name: user.name,
      contact_email: user.email,
      contact_phone: user.phone ?? '',
      special_requests: '',
      billing_state: '',
    },
  });
  const { errors } = form.formState;
  const [name, email, phone] = form.watch(['contact_name', 'contact_email', 'contact_phone']);
  const contactFilled = [name, email, phone].every((value) => (value ?? '').trim() !== '');

  const scheduled = (departures.data?.length ?? 0) > 0;
  const onOffer = offer.data !== undefined && departure !== null && departure.id === heldDeparture;
  const seatCap = onOffer
    ? offer.data.seats
    : departure
      ? Math.max(1, Math.min(LIMITS.passengersMax, departure.seats_left))
      : LIMITS.passengersMax;
  const waitlistOffer = onOffer ? (offerToken ?? undefined) : undefined;
  const leadDays = /^\d+$/.test(settings.booking_lead_days) ? Number(settings.booking_lead_days) : 1;
  const range = useMemo(() => onRequestRange(new Date(), leadDays), [leadDays]);
  const dateChosen = scheduled ? departure !== null : travelDate !== '';

  const quoteBody = useMemo<QuoteBody | null>(() => {
    if (!dateChosen) return null;
    return {
      ...(trip.kind === 'tour' ? { tour_id: trip.id } : { trek_id: trip.id }),
      ...(departure ? { departure_id: departure.id } : { travel_date: travelDate }),
      passengers,
      coupon_code: coupon ?? undefined,
      ...(waitlistOffer ? { waitlist_offer: waitlistOffer } : {}),
    };
  }, [dateChosen, trip, departure, travelDate, passengers, coupon, waitlistOffer]);
  const quote = useQuote(useDebounced(quoteBody, QUOTE_DELAY_MS));
  const quoteError = quote.error instanceof ApiError ? quote.error : null;
  const couponRefusal = quoteError?.errors.coupon_code?.[0] ?? null;

  // A refused coupon is dropped (the price is asked again without it) and its reason stays under the field.
  useEffect(() => {
    if (!couponRefusal) return;
    setCouponError(translateServerMessage(t, couponRefusal));
    setCoupon(null);
  }, [couponRefusal, t]);

  const priceError =
    quoteBody && quote.isError && !couponRefusal
      ? quoteError && quoteError.status !== 0
        ? translateServerMessage(t, quoteError.message)
        : t('errors.generic')
      : null;
  const priced = quoteBody !== null && quote.data !== undefined && !quote.isError;
  const couponApplied = coupon !== null && quote.data?.coupon?.code.toUpperCase() === coupon.toUpperCase();

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const day = (date: string) => formatDate(calendarDay(date), i18n.language, { dateStyle: 'long', timeZone: 'UTC' });

  const chooseDeparture = (chosen: PublicDeparture) => {
    setDeparture(chosen);
    // The offer's seats, exactly: they are what is held.
    if (offer.data && chosen.id === offer.data.departure_id) setPassengers(offer.data.seats);
    else setPassengers((count) => Math.min(count, Math.max(1, chosen.seats_left)));
  };

  // From a trip page's Book button: that departure is chosen once the dates are in (if still open).
  const askedDeparture = Number(searchParams.get('departure')) || null;
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !askedDeparture || !departures.data) return;
    // With an offer link, wait for the offer: its departure is full to everyone else.
    if (offerToken && offer.isPending) return;
    preselected.current = true;
    const held = offer.data && departures.data.find((candidate) => candidate.id === offer.data.departure_id);
    if (held && offer.data) {
      setDeparture(held);
      setPassengers(offer.data.seats);
      return;
    }
    const asked = departures.data.find((candidate) => candidate.id === askedDeparture && candidate.seats_left > 0);
    if (asked) {
      setDeparture(asked);
      setPassengers((count) => Math.min(count, Math.max(1, asked.seats_left)));
    }
  }, [askedDeparture, departures.data, offerToken, offer.isPending, offer.data]);

  const applyCoupon = () => {
    const code = couponInput.trim();
    if (!code) return;
    setCouponError(null);
    setCoupon(code);
  };

  const removeCoupon = () => {
    setCoupon(null);
    setCouponInput('');
    setCouponError(null);
  };

  const next = async () => {
    if (step === 1) setStep(2);
    else if (
      step === 2 &&
      (await form.trigger(['contact_name', 'contact_email', 'contact_phone', 'special_requests', 'billing_state']))
    )
      setStep(3);
  };

  const submit = form.handleSubmit(
    async (contact) => {
      const body: CreateBookingBody = {
        ...(trip.kind === 'tour' ? { tour_id: trip.id } : { trek_id: trip.id }),
        ...(departure ? { departure_id: departure.id } : { travel_date: travelDate }),
        passengers,
        coupon_code: coupon ?? undefined,
        ...(waitlistOffer ? { waitlist_offer: waitlistOffer } : {}),
        ...contact,
      };
      try {
        const result = await create.mutateAsync({ body, idempotencyKey });
        notify.success(t('messages.bookingCreated'));
        // With online payments the confirmation page opens the payment chosen here.
        await navigate(
          online
            ? `${paths.bookingConfirmation(result.data.id)}?pay=${purpose}`
            : paths.bookingConfirmation(result.data.id),
        );
      } catch (error) {
        if (applyServerErrors(error, form.setError, CONTACT_FIELDS)) setStep(2);
        else if (
          error instanceof ApiError &&
          (error.errors.coupon_code ||
            error.errors.departure_id ||
            error.errors.travel_date ||
            error.errors.waitlist_offer ||
            error.errors.passengers)
        ) {
          if (error.errors.coupon_code?.[0]) setCouponError(translateServerMessage(t, error.errors.coupon_code[0]));
          void departures.refetch();
          setStep(1);
        }
        notify.error(
          error instanceof ApiError && error.status !== 0
            ? translateServerMessage(t, error.message)
            : t('messages.bookingFailed'),
        );
      }
    },
    () => setStep(2),
  );

  const nextDisabled =
    step === 1 ? !dateChosen || Boolean(priceError) || (quote.isFetching && !priced) : !contactFilled;
  const online = settings.payment_provider !== undefined && settings.payment_provider !== 'none';
  const deposit = quote.data ? depositOf(quote.data.total, quote.data.travel_date, settings) : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('booking.eyebrow')}</p>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{trip.title}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (step === 3) void submit();
            else if (!nextDisabled) void next();
          }}
          noValidate
          aria-labelledby="booking-step-title"
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <Stepper step={step} />
          <h2
            id="booking-step-title"
            ref={headingRef}
            tabIndex={-1}
            className="mt-6 text-xl font-semibold text-slate-900 outline-none dark:text-white"
          >
            {t(STEP_KEYS[step - 1] ?? STEP_KEYS[0])}
          </h2>

          {step === 1 && (
            <div className="mt-4 space-y-5">
              {offerToken && offer.data && (
                <p
                  role="status"
                  className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100"
                >
                  <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {t('waitlist.offerBanner', {
                    time: formatDate(new Date(offer.data.offer_expires_at), i18n.language, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  })}
                </p>
              )}
              {offerToken && offer.isError && (
                <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
                  {t('messages.waitlistOfferInvalid')}
                </p>
              )}
              {departures.isPending ? (
                <Spinner label={t('booking.departure.loading')} />
              ) : departures.isError ? (
                <ErrorState
                  message={t('booking.departure.loadFailed')}
                  onRetry={() => void departures.refetch()}
                  busy={departures.isFetching}
                />
              ) : scheduled ? (
                <DeparturePicker
                  departures={departures.data}
                  value={departure?.id ?? null}
                  onChange={chooseDeparture}
                  tripPrice={trip.price}
                  heldFor={heldDeparture}
                  full={full}
                />
              ) : (
                <TextField
                  type="date"
                  label={t('booking.date.label')}
                  required
                  min={range.min}
                  max={range.max}
                  value={travelDate}
                  onChange={(event) => setTravelDate(event.target.value)}
                  hint={t('booking.date.onRequestNote')}
                  className="max-w-xs"
                />
              )}
              {scheduled && <p className="text-sm text-slate-600 dark:text-slate-300">{t('booking.departure.note')}</p>}

              <SelectField
                label={t('booking.passengers')}
                value={String(passengers)}
                onChange={(value) => setPassengers(Number(value))}
                options={
                  onOffer
                    ? [{ value: String(seatCap), label: String(seatCap) }]
                    : Array.from({ length: seatCap }, (_, index) => ({
                        value: String(index + 1),
                        label: String(index + 1),
                      }))
                }
                hint={onOffer ? t('waitlist.offerSeatsHint') : undefined}
                className="max-w-40"
              />

              <div>
                <label
                  htmlFor="booking-coupon"
                  className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300"
                >
                  {t('booking.coupon.label')}
                </label>
                <div className="flex flex-wrap gap-2">
                  <input
                    id="booking-coupon"
                    value={couponInput}
                    onChange={(event) => {
                      setCouponInput(event.target.value);
                      setCouponError(null);
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        applyCoupon();
                      }
                    }}
                    readOnly={couponApplied}
                    autoComplete="off"
                    maxLength={40}
                    aria-invalid={couponError ? true : undefined}
                    aria-describedby={
                      couponError ? 'booking-coupon-error' : couponApplied ? 'booking-coupon-ok' : 'booking-coupon-hint'
                    }
                    className={`${inputClass(Boolean(couponError))} min-w-0 flex-1 uppercase sm:max-w-60`}
                  />
                  {coupon ? (
                    <Button variant="secondary" onClick={removeCoupon}>
                      {t('booking.coupon.remove')}
                    </Button>
                  ) : (
                    <Button variant="secondary" onClick={applyCoupon} disabled={!couponInput.trim()}>
                      {t('booking.coupon.apply')}
                    </Button>
                  )}
                </div>
                {couponError ? (
                  <p id="booking-coupon-error" role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
                    {couponError}
                  </p>
                ) : couponApplied ? (
                  <p
                    id="booking-coupon-ok"
                    role="status"
                    className="mt-1 text-sm text-emerald-700 dark:text-emerald-300"
                  >
                    {t('booking.coupon.applied', { code: quote.data?.coupon?.code })}
                  </p>
                ) : (
                  <p id="booking-coupon-hint" className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                    {coupon && !dateChosen ? t('booking.coupon.afterDate') : t('booking.coupon.hint')}
                  </p>
                )}
              </div>

              {priceError && (
                <p
                  role="alert"
                  className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200"
                >
                  {priceError}
                </p>
              )}
            </div>
          )}

          {step === 2 && (
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('booking.contact.name')}
                autoComplete="name"
                required
                className="sm:col-span-2"
                error={fieldError(t, errors.contact_name?.message)}
                {...form.register('contact_name')}
              />
              <TextField
                label={t('booking.contact.email')}
                type="email"
                autoComplete="email"
                required
                error={fieldError(t, errors.contact_email?.message)}
                {...form.register('contact_email')}
              />
              <TextField
                label={t('booking.contact.phone')}
                type="tel"
                autoComplete="tel"
                required
                error={fieldError(t, errors.contact_phone?.message)}
                {...form.register('contact_phone')}
              />
              <SelectField
                label={t('booking.contact.state')}
                hint={t('booking.contact.stateHint')}
                autoComplete="address-level1"
                value={form.watch('billing_state') ?? ''}
                onChange={(value) => form.setValue('billing_state', value, { shouldValidate: true, shouldDirty: true })}
                error={fieldError(t, errors.billing_state?.message)}
                options={[{ value: '', label: t('booking.contact.stateNotGiven') }, ...STATE_OPTIONS]}
              />
              <div className="sm:col-span-2">
                <label
                  htmlFor="booking-requests"
                  className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300"
                >
                  {t('booking.contact.requests')}
                </label>
                <textarea
                  id="booking-requests"
                  rows={4}
                  maxLength={2000}
                  placeholder={t('booking.contact.requestsPlaceholder')}
                  aria-invalid={errors.special_requests ? true : undefined}
                  className={inputClass(Boolean(errors.special_requests))}
                  {...form.register('special_requests')}
                />
                {errors.special_requests?.message && (
                  <p role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
                    {fieldError(t, errors.special_requests.message)}
                  </p>
                )}
              </div>
            </div>
          )}

          {step === 3 && (
            <div className="mt-4 space-y-5">
              <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
                <Fact label={t('booking.review.trip')} value={trip.title} />
                <Fact
                  label={t('booking.review.dates')}
                  value={
                    quote.data
                      ? quote.data.end_date !== quote.data.travel_date
                        ? t('booking.summary.dates', {
                            start: day(quote.data.travel_date),
                            end: day(quote.data.end_date),
                          })
                        : day(quote.data.travel_date)
                      : day(departure?.start_date ?? travelDate)
                  }
                />
                <Fact label={t('booking.summary.passengers')} value={String(passengers)} />
                <Fact label={t('booking.review.contact')} value={[name, email, phone].join(' · ')} />
              </dl>
              {online && quote.data ? (
                <section
                  aria-labelledby="booking-payment-title"
                  className="rounded-xl bg-brand-50 p-4 dark:bg-brand-900/30"
                >
                  <h3 id="booking-payment-title" className="font-semibold text-slate-900 dark:text-white">
                    {t('payment.title')}
                  </h3>
                  <OnlinePaymentChoice
                    total={quote.data.total}
                    deposit={deposit}
                    currency={quote.data.currency}
                    value={deposit === null ? 'full' : purpose}
                    onChange={setPurpose}
                  />
                </section>
              ) : (
                <PaymentNotice id="booking-payment-title" />
              )}
              {!scheduled && (
                <p className="text-sm text-slate-600 dark:text-slate-300">{t('booking.date.onRequestNote')}</p>
              )}
              <CancellationPolicy id="booking-cancellation-policy" />
            </div>
          )}

          <div className="mt-8 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
            {step > 1 ? (
              <Button variant="secondary" onClick={() => setStep((step - 1) as Step)} disabled={create.isPending}>
                <ChevronLeft className="size-4" aria-hidden="true" /> {t('booking.previous')}
              </Button>
            ) : (
              <span />
            )}
            {step < 3 ? (
              <Button type="submit" disabled={nextDisabled}>
                {t('booking.nextStep')} <ChevronRight className="size-4" aria-hidden="true" />
              </Button>
            ) : (
              <Button type="submit" busy={create.isPending} disabled={!priced}>
                {create.isPending ? t('booking.confirming') : online ? t('payment.bookAndPay') : t('booking.confirm')}
              </Button>
            )}
          </div>
        </form>

        <aside {...SCROLL_TOP_AVOID} className="lg:sticky lg:top-24 lg:self-start">
          <BookingSummary
            trip={trip}
            quote={priced ? quote.data : undefined}
            loading={quote.isFetching}
            error={priceError}
            passengers={passengers}
          />
        </aside>
      </div>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="break-words font-medium text-slate-900 dark:text-slate-100">{value}</dd>
    </div>
  );
}

const fieldError = (t: (key: string, options?: { defaultValue: string }) => string, message?: string) =>
  message ? translateServerMessage(t, message) : undefined;
