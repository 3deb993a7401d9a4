import { ResourceList } from '../../components/resource-list';
import { destinationsResource } from './destinations.resource';

/** /admin/destinations */
export default function DestinationsScreen() {
  return <ResourceList resource={destinationsResource} />;
}
