import { WishlistPage } from '../../features/wishlist/components/wishlist-page';
import { RequireAuth } from '../require-auth';

export default function WishlistRoute() {
  return (
    <RequireAuth>
      <WishlistPage />
    </RequireAuth>
  );
}
