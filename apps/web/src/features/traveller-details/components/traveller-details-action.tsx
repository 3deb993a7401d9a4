import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckCircle2, UserPlus } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useTravellerStatus } from '../api/get-traveller-status';

const day = (date: string, locale: string) =>
  formatDate(new Date(`${date}T12:00:00Z`), locale, { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * My Bookings' traveller details button for one booking: "Add traveller details" with the deadline
 * while some are missing on a trip that requires them, "Edit" once complete; nothing for a booking
 * that has started, was cancelled, or whose trip asks for none.
 */
export function TravellerDetailsAction({ bookingId, reference }: { bookingId: number; reference: string }) {
  const { t, i18n } = useTranslation();
  const status = useTravellerStatus();
  const mine = status.data?.find((entry) => entry.booking_id === bookingId);
  if (!mine || !mine.editable || (!mine.required && mine.filled === 0)) return null;
  if (mine.complete)
    return (
      <Link
        to={paths.travellerDetails(bookingId)}
        className={buttonClass('ghost', 'px-3 py-2')}
        aria-label={t('myBookings.editTravellersLabel', { reference })}
      >
        <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
        {t('myBookings.editTravellers')}
      </Link>
    );
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Link
        to={paths.travellerDetails(bookingId)}
        className={buttonClass('primary', 'px-3 py-2')}
        aria-label={t('myBookings.addTravellersLabel', { reference })}
      >
        <UserPlus className="size-4" aria-hidden="true" />
        {t('myBookings.addTravellers')}
      </Link>
      {mine.due_date && (
        <span className="text-sm text-amber-800 dark:text-amber-200">
          {t('myBookings.travellersDue', { date: day(mine.due_date, i18n.language) })}
        </span>
      )}
    </span>
  );
}
