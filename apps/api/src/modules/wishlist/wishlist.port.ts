/** What other modules may change of wishlists: an erased account's saved trips (auth's account deletion). */
export { deleteWishlistOf } from './wishlist.repo.ts';
