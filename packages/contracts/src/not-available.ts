// No zod here: the public trip pages read these without loading the schemas.

/** The `reason` of a 404 for a tour or trek that exists but is not bookable now (inactive). */
export const NOT_AVAILABLE_REASON = 'not_available';

export interface NotAvailable<Summary> {
  title: string;
  similar: Summary[];
}

/** The title and similar trips of a not-available answer's body, or null for any other body. */
export function notAvailableOf<Summary>(body: unknown): NotAvailable<Summary> | null {
  if (!body || typeof body !== 'object') return null;
  const { reason, item, similar } = body as { reason?: unknown; item?: { title?: unknown }; similar?: unknown };
  if (reason !== NOT_AVAILABLE_REASON || typeof item?.title !== 'string' || !Array.isArray(similar)) return null;
  return { title: item.title, similar: similar as Summary[] };
}
