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

export function formatMoney(amount: number, currency: string, language: EmailLanguage): string {
  try {
    return new Intl.NumberFormat(LOCALE[language], { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code: the number and the code, rather than no email at all.
    return `${new Intl.NumberFormat(LOCALE[language], { minimumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

/** A calendar date ('2026-05-14') or an instant, written out in the reader's language. */
export function formatDate(value: string | Date, language: EmailLanguage, withTime = false): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(LOCALE[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    // Calendar dates are stored as UTC midnight; times are shown in India's time zone.
    timeZone: withTime ? 'Asia/Kolkata' : 'UTC',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
  }).format(date);
}

export function formatDateRange(start: string, end: string | null | undefined, language: EmailLanguage): string {
  if (!end || end === start) return formatDate(start, language);
  return `${formatDate(start, language)} – ${formatDate(end, language)}`;
}

export function formatTravellers(count: number, language: EmailLanguage): string {
  if (language === 'hi') return `${count} यात्री`;
  return `${count} ${new Intl.PluralRules('en').select(count) === 'one' ? 'traveller' : 'travellers'}`;
}
