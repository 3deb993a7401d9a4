import { useParams } from 'react-router';
import { TrekDetailPage } from '../../features/trek-detail/components/trek-detail-page';

export default function TrekRoute() {
  const { id = '' } = useParams();
  return <TrekDetailPage key={id} idOrSlug={id} />;
}
