import { useId, useState } from 'react';
import type { PublicDeparture } from '@trails/contracts/bookings';
import { LIMITS } from '@trails/contracts/constants';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useMyWaitlist } from '../api/get-my-waitlist';
import { useJoinWaitlist } from '../api/join-waitlist';
import { useLeaveWaitlist } from '../api/leave-waitlist';

/**
 * Under a full departure: "Join the waitlist" with the seats wanted (a signed-out visitor is sent
 * to sign in first), and once joined the traveller's place in line, or the offer held for them,
 * with Leave.
 */
export function WaitlistJoin({ departure }: { departure: PublicDeparture }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const { isAuthenticated, isLoading } = useAuth();
  const mine = useMyWaitlist(1, { liveOnly: true, enabled: isAuthenticated });
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  const [open, setOpen] = useState(false);
  const [seats, setSeats] = useState(1);
  const [seatsError, setSeatsError] = useState<string | null>(null);
  const formId = useId();
  const maxSeats = Math.max(1, Math.min(LIMITS.passengersMax, departure.seats_total));

  // A stored session is being checked: neither "sign in" nor a place yet.
  if (isLoading) return null;
  if (!isAuthenticated) {
    return (
      <Link
        to={paths.login()}
        state={{ from: location.pathname + location.search }}
        className={buttonClass('secondary', 'px-3 py-1.5')}
      >
        <Hourglass className="size-4" aria-hidden="true" />
        {t('waitlist.signInToJoin')}
      </Link>
    );
  }
  if (mine.isPending) return null;
  const entry = mine.data?.data.find((candidate) => candidate.departure_id === departure.id);

  const leaveLine = async () => {
    try {
      await leave.mutateAsync(departure.id);
      notify.success(t('messages.waitlistLeft'));
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status !== 0 ? translateMessage(t, error.message) : t('errors.generic'),
      );
    }
  };

  if (entry) {
    const status =
      entry.status === 'offered' && entry.offer_expires_at
        ? t('waitlist.offered', {
            time: formatDate(new Date(entry.offer_expires_at), i18n.language, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })
        : t('waitlist.position', { position: entry.position ?? 1 });
    return (
      <div className="flex flex-wrap items-center gap-2" data-testid="waitlist-place">
        <p role="status" className="text-sm font-medium text-brand-800 dark:text-brand-200">
          <Hourglass className="mr-1 inline size-4 align-[-2px]" aria-hidden="true" />
          {status}
        </p>
        <Button variant="ghost" className="px-3 py-1.5" busy={leave.isPending} onClick={() => void leaveLine()}>
          {t('waitlist.leave')}
        </Button>
      </div>
    );
  }

  const submit = async () => {
    setSeatsError(null);
    try {
      await join.mutateAsync({ departureId: departure.id, body: { seats } });
      notify.success(t('messages.waitlistJoined'));
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiError && error.errors.seats?.[0])
        setSeatsError(translateMessage(t, error.errors.seats[0]));
      else
        notify.error(
          error instanceof ApiError && error.status !== 0 ? translateMessage(t, error.message) : t('errors.generic'),
        );
    }
  };

  if (!open) {
    return (
      // The form exists only once open, so the button names no controlled element before then.
      <Button variant="secondary" className="px-3 py-1.5" onClick={() => setOpen(true)} aria-expanded={false}>
        <Hourglass className="size-4" aria-hidden="true" />
        {t('waitlist.join')}
      </Button>
    );
  }
  // Not a <form>: this may sit inside the booking wizard's own form.
  return (
    <div
      id={formId}
      role="group"
      aria-label={t('waitlist.join')}
      className="flex w-full flex-wrap items-end gap-2"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.target as HTMLElement).tagName !== 'BUTTON') {
          event.preventDefault();
          void submit();
        }
      }}
    >
      <SelectField
        label={t('waitlist.seats')}
        value={String(seats)}
        onChange={(value) => setSeats(Number(value))}
        options={Array.from({ length: maxSeats }, (_, index) => ({
          value: String(index + 1),
          label: String(index + 1),
        }))}
        error={seatsError ?? undefined}
        hint={t('waitlist.hint')}
        className="min-w-40 flex-1"
      />
      <div className="flex gap-2 pb-6">
        <Button className="px-3 py-2" busy={join.isPending} onClick={() => void submit()}>
          {t('waitlist.joinSubmit')}
        </Button>
        <Button variant="ghost" className="px-3 py-2" onClick={() => setOpen(false)} disabled={join.isPending}>
          {t('waitlist.cancel')}
        </Button>
      </div>
    </div>
  );
}
