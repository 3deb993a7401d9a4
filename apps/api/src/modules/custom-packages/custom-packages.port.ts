/** A custom package request other modules may open (an enquiry converted to one), in the caller's transaction. */
export { insertCustomPackage } from './custom-packages.repo.ts';
