/** What other modules may change of booking travellers: an erased account's (auth's account deletion). */
export { deleteTravellersOfAccount } from './travellers.repo.ts';
