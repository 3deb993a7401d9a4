import { ComparePage } from '../../features/compare/components/compare-page';

export default function CompareRoute() {
  return <ComparePage />;
}
