import type { PublicDeparture } from '@trails/contracts/bookings';
import type { TourDetail } from '@trails/contracts/catalogue';
import { useParams } from 'react-router';
import type { RoutePrefetch } from '../route-prefetch';
import { departuresQueryOptions } from '../../features/booking/api/get-departures';
import { NextDepartures } from '../../features/booking/components/next-departures';
import { CompareToggle } from '../../features/compare/components/compare-toggle';
import { ItemReviews } from '../../features/reviews/components/item-reviews';
import { ShareMenu } from '../../features/share/components/share-menu';
import { WaitlistJoin } from '../../features/waitlist/components/waitlist-join';
import { tourQueryOptions } from '../../features/tour-detail/api/get-tour';
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

/** The tour, then its departures: the server draws the page once instead of once per round. */
export const prefetch: RoutePrefetch = async ({ params, client }) => {
  const tour = await client.fetchQuery(tourQueryOptions(params.id ?? ''));
  await client.prefetchQuery(departuresQueryOptions('tour', tour.id));
};

export default function TourRoute() {
  const { id = '' } = useParams();
  // Another tour starts from its own loading state, not the previous page's.
  return <TourDetailPage key={id} idOrSlug={id} actions={actions} reviews={reviews} departures={departures} />;
}
