import { useParams } from 'react-router';
import { BookingPage } from '../../features/booking/components/booking-wizard';

export default function BookingTrekRoute() {
  const { trekId = '' } = useParams();
  return <BookingPage key={trekId} kind="trek" idOrSlug={trekId} />;
}
