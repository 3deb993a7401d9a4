import { useParams } from 'react-router';
import { BookingPage } from '../../features/booking/components/booking-wizard';

export default function BookingTourRoute() {
  const { tourId = '' } = useParams();
  return <BookingPage key={tourId} kind="tour" idOrSlug={tourId} />;
}
