import { SearchPage } from '../../features/catalogue/components/search/search-page';

export default function SearchRoute() {
  return <SearchPage />;
}
