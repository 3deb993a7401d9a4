import { useEffect, useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import type { User } from '@trails/contracts/auth';
import {
  createBookingBody,
  type CreateBookingBody,
  type PublicDeparture,
  type QuoteBody,
} from '@trails/contracts/bookings';
import { LIMITS } from '@trails/contracts/constants';
import type { PaymentPurpose } from '@trails/contracts/payments';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useNavigateShown } from '../../../lib/navigation';
import { notify } from '../../../lib/notify';
import { useSettings } from '../../../lib/settings';
import { useCreateBooking } from '../api/create-booking';
import { useDepartures } from '../api/get-departures';
import { useQuote } from '../api/get-quote';
import type { BookableTrip } from '../api/get-trip';
import { useWaitlistOffer } from '../api/get-waitlist-offer';
import { depositOf } from '../components/online-payment-choice';
import { onRequestRange } from '../lib/booking-dates';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { translateServerMessage } from '../lib/server-message';
import { useDebounced } from '../lib/use-debounced';

export const contactSchema = z.object({
  contact_name: createBookingBody.shape.contact_name,
  contact_email: createBookingBody.shape.contact_email,
  contact_phone: createBookingBody.shape.contact_phone,
  special_requests: createBookingBody.shape.special_requests,
  billing_state: createBookingBody.shape.billing_state,
});
export type ContactValues = z.input<typeof contactSchema>;
const CONTACT_FIELDS = ['contact_name', 'contact_email', 'contact_phone', 'special_requests', 'billing_state'] as const;

export type Step = 1 | 2 | 3;
export const STEP_COUNT = 3;
const QUOTE_DELAY_MS = 300;

/** An offer token as the offer email's link carries it. */
const OFFER_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * Everything the booking wizard holds between its steps: the step, the departure or date, the
 * passengers, the coupon (typed, applied, refused), the online payment chosen, the contact form and
 * the booking's idempotency key; and what the server says of them (departures, a waitlist offer,
 * the price). The step components only show it and call its actions.
 */
export function useBookingDraft(trip: BookableTrip, user: User) {
  const { t } = useTranslation();
  // Awaited: the form stays busy until the confirmation page is shown.
  const navigate = useNavigateShown();
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

  /** The trip, date or departure, passengers, coupon and offer: what is priced and what is booked. */
  const choice = useMemo<QuoteBody | null>(() => {
    if (!dateChosen) return null;
    return {
      ...(trip.kind === 'tour' ? { tour_id: trip.id } : { trek_id: trip.id }),
      ...(departure ? { departure_id: departure.id } : { travel_date: travelDate }),
      passengers,
      coupon_code: coupon ?? undefined,
      ...(waitlistOffer ? { waitlist_offer: waitlistOffer } : {}),
    };
  }, [dateChosen, trip, departure, travelDate, passengers, coupon, waitlistOffer]);
  const quote = useQuote(useDebounced(choice, QUOTE_DELAY_MS));
  const quoteError = quote.error instanceof ApiError ? quote.error : null;
  const couponRefusal = quoteError?.errors.coupon_code?.[0] ?? null;

  // A refused coupon is dropped (the price is asked again without it) and its reason stays under the field.
  useEffect(() => {
    if (!couponRefusal) return;
    setCouponError(translateServerMessage(t, couponRefusal));
    setCoupon(null);
  }, [couponRefusal, t]);

  const priceError =
    choice && quote.isError && !couponRefusal
      ? quoteError && quoteError.status !== 0
        ? translateServerMessage(t, quoteError.message)
        : t('errors.generic')
      : null;
  const priced = choice !== null && quote.data !== undefined && !quote.isError;
  const couponApplied = coupon !== null && quote.data?.coupon?.code.toUpperCase() === coupon.toUpperCase();

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

  const typeCoupon = (value: string) => {
    setCouponInput(value);
    setCouponError(null);
  };
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

  const online = settings.payment_provider !== undefined && settings.payment_provider !== 'none';
  const deposit = quote.data ? depositOf(quote.data.total, quote.data.travel_date, settings) : null;
  const nextDisabled =
    step === 1 ? !dateChosen || Boolean(priceError) || (quote.isFetching && !priced) : !contactFilled;

  const next = async () => {
    if (step === 1) setStep(2);
    else if (step === 2 && (await form.trigger([...CONTACT_FIELDS]))) setStep(3);
  };
  const back = () => setStep((current) => (current > 1 ? ((current - 1) as Step) : current));

  const submit = form.handleSubmit(
    async (contact) => {
      if (!choice) return;
      const body: CreateBookingBody = { ...choice, ...contact };
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

  return {
    trip,
    step,
    next,
    back,
    nextDisabled,
    departures,
    offer: { token: offerToken, query: offer, heldDeparture, onOffer },
    scheduled,
    departure,
    chooseDeparture,
    travelDate,
    setTravelDate,
    range,
    dateChosen,
    passengers,
    setPassengers,
    seatCap,
    coupon: {
      input: couponInput,
      type: typeCoupon,
      code: coupon,
      error: couponError,
      applied: couponApplied,
      apply: applyCoupon,
      remove: removeCoupon,
    },
    quote,
    priced,
    priceError,
    online,
    deposit,
    purpose,
    setPurpose,
    form,
    contact: { name, email, phone },
    submit,
    submitting: create.isPending,
  };
}

export type BookingDraft = ReturnType<typeof useBookingDraft>;
