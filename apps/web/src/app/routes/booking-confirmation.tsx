import { useParams } from 'react-router';
import { BookingConfirmation } from '../../features/booking/components/booking-confirmation';
import { TravellerDetailsAction } from '../../features/traveller-details/components/traveller-details-action';
import { RequireAuth } from '../require-auth';

export default function BookingConfirmationRoute() {
  const { bookingId = '' } = useParams();
  return (
    <RequireAuth>
      <BookingConfirmation
        key={bookingId}
        bookingId={bookingId}
        actions={(booking) => <TravellerDetailsAction bookingId={booking.id} reference={booking.reference} />}
      />
    </RequireAuth>
  );
}
