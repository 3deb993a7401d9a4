import { HomePage } from '../../features/catalogue/components/home/home-page';

export default function HomeRoute() {
  return <HomePage />;
}
