import { ResourceList } from '../../components/resource-list';
import { treksResource } from './treks.resource';

/** /admin/treks */
export default function TreksScreen() {
  return <ResourceList resource={treksResource} />;
}
