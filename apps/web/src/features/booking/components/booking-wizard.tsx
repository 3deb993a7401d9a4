import { useEffect, useRef, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@trails/contracts/auth';
import type { PublicDeparture } from '@trails/contracts/bookings';
import { ErrorState } from '../../../components/errors/error-state';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { SCROLL_TOP_AVOID } from '../../../components/layout/scroll-to-top';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { useBookableTrip, type BookableTrip, type TripKind } from '../api/get-trip';
import { useBookingDraft, type BookingDraft, type Step } from '../hooks/use-booking-draft';
import { BookingSummary } from './booking-summary';
import { ContactStep } from './contact-step';
import { LoginPrompt } from './login-prompt';
import { ReviewStep } from './review-step';
import { TravelStep } from './travel-step';
import { STEP_KEYS, WizardStepper } from './wizard-stepper';

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

/**
 * The three steps over one booking draft (see useBookingDraft): travel, contact, review and
 * confirm, with the price beside them. The heading takes the focus as the step changes.
 */
function BookingWizard({
  trip,
  user,
  full,
}: {
  trip: BookableTrip;
  user: User;
  full?: ((departure: PublicDeparture) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const draft = useBookingDraft(trip, user);
  const { step } = draft;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('booking.eyebrow')}</p>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{trip.title}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (step === 3) void draft.submit();
            else if (!draft.nextDisabled) void draft.next();
          }}
          noValidate
          aria-labelledby="booking-step-title"
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <WizardStepper step={step} />
          <h2
            id="booking-step-title"
            ref={headingRef}
            tabIndex={-1}
            className="mt-6 text-xl font-semibold text-slate-900 outline-none dark:text-white"
          >
            {t(STEP_KEYS[step - 1] ?? STEP_KEYS[0])}
          </h2>

          {step === 1 && <TravelStep draft={draft} full={full} />}
          {step === 2 && <ContactStep draft={draft} />}
          {step === 3 && <ReviewStep draft={draft} />}

          <WizardButtons step={step} draft={draft} />
        </form>

        <aside {...SCROLL_TOP_AVOID} className="lg:sticky lg:top-24 lg:self-start">
          <BookingSummary
            trip={trip}
            quote={draft.priced ? draft.quote.data : undefined}
            loading={draft.quote.isFetching}
            error={draft.priceError}
            passengers={draft.passengers}
          />
        </aside>
      </div>
    </div>
  );
}

/** Previous, and Next or the final Confirm (busy while the booking is sent). */
function WizardButtons({ step, draft }: { step: Step; draft: BookingDraft }) {
  const { t } = useTranslation();
  return (
    <div className="mt-8 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
      {step > 1 ? (
        <Button variant="secondary" onClick={draft.back} disabled={draft.submitting}>
          <ChevronLeft className="size-4" aria-hidden="true" /> {t('booking.previous')}
        </Button>
      ) : (
        <span />
      )}
      {step < 3 ? (
        <Button type="submit" disabled={draft.nextDisabled}>
          {t('booking.nextStep')} <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      ) : (
        <Button type="submit" busy={draft.submitting} disabled={!draft.priced}>
          {draft.submitting ? t('booking.confirming') : draft.online ? t('payment.bookAndPay') : t('booking.confirm')}
        </Button>
      )}
    </div>
  );
}
