import { LIMITS } from './constants.ts';

/** Enquiry constants, apart from the schemas so a page can read them without loading zod. */

export const ENQUIRY_LIMITS = {
  nameMax: LIMITS.nameMax,
  destinationMax: 120,
  messageMax: 2000,
  /** Enquiries one address may send a minute. */
  perMinute: 5,
  /** The home page's pop-up opens this long after the page loads, once per browser. */
  popupDelayMs: 3000,
} as const;

/** The pop-up's destination choices. */
export const ENQUIRY_DESTINATIONS = ['Shimla', 'Manali', 'Dharamshala', 'Nainital', 'Rishikesh', 'Gulmarg', 'Other'] as const;

/** Where an enquiry was sent from. */
export const ENQUIRY_SOURCES = ['page', 'home', 'popup', 'tour', 'trek'] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];
