import {
  formatDate as formatDateIn,
  formatDateRange as formatDateRangeIn,
  formatMoney as formatMoneyIn,
} from '../../lib/format.ts';

/** The languages emails are written in; any other language falls back to English. */
export const EMAIL_LANGUAGES = ['en', 'hi'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

export function emailLanguage(language: string | null | undefined): EmailLanguage {
  return language?.trim().toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

const LOCALE: Record<EmailLanguage, string> = { en: 'en-IN', hi: 'hi-IN' };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every interpolated value goes through this before it reaches HTML, text or attribute. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

export const formatMoney = (amount: number, currency: string, language: EmailLanguage) =>
  formatMoneyIn(amount, currency, LOCALE[language]);

export const formatDate = (value: string | Date, language: EmailLanguage, withTime = false) =>
  formatDateIn(value, LOCALE[language], withTime);

export const formatDateRange = (start: string, end: string | null | undefined, language: EmailLanguage) =>
  formatDateRangeIn(start, end, LOCALE[language]);

export function formatTravellers(count: number, language: EmailLanguage): string {
  if (language === 'hi') return `${count} यात्री`;
  return `${count} ${new Intl.PluralRules('en').select(count) === 'one' ? 'traveller' : 'travellers'}`;
}
