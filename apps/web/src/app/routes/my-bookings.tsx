import { useTranslation } from 'react-i18next';
import { MyBookings } from '../../features/my-bookings/components/my-bookings';
import { TravellerDetailsAction } from '../../features/traveller-details/components/traveller-details-action';
import { MyWaitlist } from '../../features/waitlist/components/my-waitlist';
import { usePageTitle } from '../../lib/page-title';
import { RequireAuth } from '../require-auth';

function MyBookingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('myBookings.title'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <MyBookings
        headingLevel={1}
        bookingActions={(booking) => <TravellerDetailsAction bookingId={booking.id} reference={booking.reference} />}
      />
      <div className="mt-10">
        <MyWaitlist />
      </div>
    </div>
  );
}

export default function MyBookingsRoute() {
  return (
    <RequireAuth>
      <MyBookingsPage />
    </RequireAuth>
  );
}
