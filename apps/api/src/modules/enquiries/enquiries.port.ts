/** What other modules may change of enquiries: an erased account's contact (auth's account deletion). */
export { eraseEnquiryContacts } from './enquiries.repo.ts';
