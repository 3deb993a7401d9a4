import { useParams } from 'react-router';
import { TourDetailPage } from '../../features/tour-detail/components/tour-detail-page';

export default function TourRoute() {
  const { id = '' } = useParams();
  // Another tour starts from its own loading state, not the previous page's.
  return <TourDetailPage key={id} idOrSlug={id} />;
}
