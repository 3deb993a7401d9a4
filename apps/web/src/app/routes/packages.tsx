import { PackageListPage } from '../../features/catalogue/components/tours/package-list-page';

export default function PackagesRoute() {
  return <PackageListPage />;
}
