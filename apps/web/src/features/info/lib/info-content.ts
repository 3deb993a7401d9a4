/**
 * The order of the FAQ's groups and questions and of the legal pages' sections; their texts live in
 * the `info` namespace (`/locales/{lng}/info.json`) under the same keys.
 */
export const FAQ_GROUPS = {
  fitness: ['howFit', 'ams', 'acclimatise', 'checks'],
  permits: ['innerLine', 'nationalPark', 'documents'],
  packing: ['essentials', 'provided', 'offload'],
  seasons: ['when', 'monsoon'],
  booking: ['howBook', 'payment', 'cancel', 'refund'],
  groups: ['size', 'solo'],
  safety: ['leaders', 'emergency', 'women'],
} as const;

export const LEGAL_SECTIONS = {
  terms: ['bookings', 'payments', 'cancellations', 'changes', 'liability', 'insurance', 'health', 'conduct', 'law'],
  privacy: ['collect', 'use', 'emails', 'storage', 'sharing', 'retention', 'rights', 'yourData', 'contact'],
} as const;

export type LegalPageKind = keyof typeof LEGAL_SECTIONS;

/** A body text's paragraphs: they are separated by a blank line. */
export const paragraphs = (body: string): string[] => body.split(/\n\s*\n/).filter((part) => part.trim() !== '');
