import { ResourceList } from '../../components/resource-list';
import { toursResource } from './tours.resource';

/** /admin/tours */
export default function ToursScreen() {
  return <ResourceList resource={toursResource} />;
}
