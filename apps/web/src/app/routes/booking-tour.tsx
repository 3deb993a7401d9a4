import { useParams } from 'react-router';
import type { PublicDeparture } from '@trails/contracts/bookings';
import { BookingPage } from '../../features/booking/components/booking-wizard';
import { WaitlistJoin } from '../../features/waitlist/components/waitlist-join';

const full = (departure: PublicDeparture) => <WaitlistJoin departure={departure} />;

export default function BookingTourRoute() {
  const { tourId = '' } = useParams();
  return <BookingPage key={tourId} kind="tour" idOrSlug={tourId} full={full} />;
}
