/** The placeholders of the operator's page texts; no zod here, so a public page's first view can use them. */

/**
 * `{{site}}` and `{{hours}}` in a page's text, filled from the public settings as the page shows
 * them (the site's name, `booking_hold_hours`); any other `{{name}}` stays as written.
 */
export function fillPagePlaceholders(text: string, values: { site: string; hours: string | number }): string {
  return text.replace(/\{\{\s*(site|hours)\s*\}\}/g, (_whole, name: 'site' | 'hours') => String(values[name]));
}

/** Where the terms show the cancellation policy's table: a paragraph holding only this marker. */
export const CANCELLATION_POLICY_MARKER = '{{cancellation_policy}}';
