import { WishlistPage } from '../../features/catalogue/components/wishlist/wishlist-page';
import { RequireAuth } from '../require-auth';

export default function WishlistRoute() {
  return (
    <RequireAuth>
      <WishlistPage />
    </RequireAuth>
  );
}
