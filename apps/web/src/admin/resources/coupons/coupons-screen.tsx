import { ResourceList } from '../../components/resource-list';
import { couponsResource } from './coupons.resource';

/** /admin/coupons (admins only: the server answers 403 to other staff). */
export default function CouponsScreen() {
  return <ResourceList resource={couponsResource} />;
}
