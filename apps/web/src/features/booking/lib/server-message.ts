import { BOOKING_MESSAGES, fillMessage } from '@trails/contracts/booking-messages';
import { translateMessage } from '../../../lib/i18n';

type Translate = (key: string, options?: { defaultValue: string }) => string;

/** Booking messages the server fills in (seats left, a date range, a minimum amount), as patterns. */
const TEMPLATES = Object.entries(BOOKING_MESSAGES)
  .filter(([, text]) => text.includes('{'))
  .map(([key, text]) => {
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '(.+?)');
    return { key, names, pattern: new RegExp(`^${escaped}$`) };
  });

/**
 * A server message in the reader's language, including the filled-in templates that
 * translateMessage cannot look up by their text.
 */
export function translateServerMessage(t: Translate, text: string): string {
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(template.names.map((name, index) => [name, match[index + 1] ?? '']));
    return fillMessage(t(`messages.${template.key}`, { defaultValue: text }), values);
  }
  return translateMessage(t, text);
}
