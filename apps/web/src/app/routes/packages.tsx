import { PackageListPage } from '../../features/tours/components/package-list-page';

export default function PackagesRoute() {
  return <PackageListPage />;
}
