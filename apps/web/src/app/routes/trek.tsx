import type { TrekDetail } from '@trails/contracts';
import { useParams } from 'react-router';
import { ItemReviews } from '../../features/reviews/components/item-reviews';
import { TrekDetailPage } from '../../features/trek-detail/components/trek-detail-page';

const reviews = (trek: TrekDetail) => <ItemReviews subject="treks" item={trek} />;

export default function TrekRoute() {
  const { id = '' } = useParams();
  return <TrekDetailPage key={id} idOrSlug={id} reviews={reviews} />;
}
