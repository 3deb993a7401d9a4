import { LOCALES, type Locale } from '@trails/contracts/constants';
import {
  formatDate as formatDateIn,
  formatDateRange as formatDateRangeIn,
  formatMoney as formatMoneyIn,
} from '../../lib/format.ts';

/** The languages emails and documents are written in: every language of the site. */
export const EMAIL_LANGUAGES = LOCALES;
export type EmailLanguage = Locale;

/** The site language `language` names ('fr', 'fr-CA', 'DE'…); anything else is English. */
export function emailLanguage(language: string | null | undefined): EmailLanguage {
  const code = language?.trim().toLowerCase().slice(0, 2);
  return EMAIL_LANGUAGES.find((candidate) => candidate === code) ?? 'en';
}

/** How dates and amounts are written in each language (Indian grouping for English and Hindi). */
export const FORMAT_LOCALE: Record<EmailLanguage, string> = {
  en: 'en-IN',
  hi: 'hi-IN',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every interpolated value goes through this before it reaches HTML, text or attribute. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

export const formatMoney = (amount: number, currency: string, language: EmailLanguage) =>
  formatMoneyIn(amount, currency, FORMAT_LOCALE[language]);

export const formatDate = (value: string | Date, language: EmailLanguage, withTime = false) =>
  formatDateIn(value, FORMAT_LOCALE[language], withTime);

export const formatDateRange = (start: string, end: string | null | undefined, language: EmailLanguage) =>
  formatDateRangeIn(start, end, FORMAT_LOCALE[language]);

const TRAVELLERS: Record<EmailLanguage, { one: string; other: string }> = {
  en: { one: 'traveller', other: 'travellers' },
  hi: { one: 'यात्री', other: 'यात्री' },
  es: { one: 'viajero', other: 'viajeros' },
  fr: { one: 'voyageur', other: 'voyageurs' },
  de: { one: 'Person', other: 'Personen' },
};

/** "3 travellers", in the language's plural form. */
export function formatTravellers(count: number, language: EmailLanguage): string {
  const form = new Intl.PluralRules(FORMAT_LOCALE[language]).select(count) === 'one' ? 'one' : 'other';
  return `${count} ${TRAVELLERS[language][form]}`;
}
