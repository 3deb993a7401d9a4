import { useParams } from 'react-router';
import { BookingConfirmation } from '../../features/booking/components/booking-confirmation';
import { RequireAuth } from '../require-auth';

export default function BookingConfirmationRoute() {
  const { bookingId = '' } = useParams();
  return (
    <RequireAuth>
      <BookingConfirmation key={bookingId} bookingId={bookingId} />
    </RequireAuth>
  );
}
