/** What other modules may change of verification links: an erased account's (auth's account deletion). */
export { deleteVerificationTokensOf } from './email-verification.repo.ts';
