/**
 * What other modules may do with custom package requests, in the caller's transaction: open one (an
 * enquiry converted to one), and clear an erased account's contact (auth's account deletion).
 */
export { eraseCustomPackageContacts, insertCustomPackage } from './custom-packages.repo.ts';
