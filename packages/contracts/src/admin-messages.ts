/**
 * Messages of the back office (server answers and screen toasts), in English, in the spec's wording.
 * The admin app translates them by key from its own `admin` namespace (`messages.<key>`), so the
 * public bundle never carries them.
 */
export const ADMIN_MESSAGES = {
  slugTaken: 'This slug is already in use',
  slugInvalid: 'Slug must contain letters or numbers',
  destinationInUse: 'This destination has tours or treks (and their bookings). Deactivate it instead of deleting it.',
  destinationCreated: 'Destination created successfully',
  destinationUpdated: 'Destination updated successfully',
  destinationDeleted: 'Destination deleted successfully',
  failedToCreateDestination: 'Failed to create destination',
  failedToUpdateDestination: 'Failed to update destination',
  failedToDeleteDestination: 'Failed to delete destination',
} as const;

export type AdminMessageKey = keyof typeof ADMIN_MESSAGES;

const keyByText = new Map<string, AdminMessageKey>(
  (Object.entries(ADMIN_MESSAGES) as [AdminMessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The key of a known back-office message, so the admin app can show it in the reader's language. */
export function adminMessageKey(text: string): AdminMessageKey | undefined {
  return keyByText.get(text);
}
