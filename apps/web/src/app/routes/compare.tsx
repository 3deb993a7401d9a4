import { ComparePage } from '../../features/catalogue/components/compare/compare-page';

export default function CompareRoute() {
  return <ComparePage />;
}
