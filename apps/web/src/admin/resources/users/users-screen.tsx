import { ResourceList } from '../../components/resource-list';
import { usersResource } from './users.resource';

/** /admin/users */
export default function UsersScreen() {
  return <ResourceList resource={usersResource} />;
}
