import type { PublicDeparture } from '@trails/contracts/bookings';
import type { TourDetail } from '@trails/contracts/catalogue';
import { useParams } from 'react-router';
import { NextDepartures } from '../../features/booking/components/next-departures';
import { CompareToggle } from '../../features/compare/components/compare-toggle';
import { ItemReviews } from '../../features/reviews/components/item-reviews';
import { ShareMenu } from '../../features/share/components/share-menu';
import { WaitlistJoin } from '../../features/waitlist/components/waitlist-join';
import { TourDetailPage } from '../../features/tour-detail/components/tour-detail-page';
import { WishlistButton } from '../../features/wishlist/components/wishlist-button';

const actions = (tour: TourDetail) => (
  <>
    <WishlistButton tourId={tour.id} />
    <ShareMenu title={tour.title} className="w-full" />
    <CompareToggle tour={tour} />
  </>
);

const reviews = (tour: TourDetail) => <ItemReviews subject="tours" item={tour} />;

const full = (departure: PublicDeparture) => <WaitlistJoin departure={departure} />;

const departures = (tour: TourDetail) => <NextDepartures kind="tour" trip={tour} full={full} />;

export default function TourRoute() {
  const { id = '' } = useParams();
  // Another tour starts from its own loading state, not the previous page's.
  return <TourDetailPage key={id} idOrSlug={id} actions={actions} reviews={reviews} departures={departures} />;
}
