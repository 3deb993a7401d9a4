/** What other modules may change of reset links: an erased account's (auth's account deletion). */
export { deleteResetTokensOf } from './password-reset.repo.ts';
