import { LOCALES, type Locale } from '@trails/contracts';

/**
 * The site language a request is made in: the first language of `Accept-Language` that the site
 * has (the web app sends its current one), or null when the header names none of them.
 */
export function requestLocale(acceptLanguage: string | undefined): Locale | null {
  if (!acceptLanguage) return null;
  for (const part of acceptLanguage.slice(0, 200).split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    const found = LOCALES.find((locale) => locale === tag);
    if (found) return found;
  }
  return null;
}

/**
 * The language to answer a signed-in reader in: the one the request names, else the one the
 * account last used (stored as text, so checked), else English.
 */
export function readerLocale(acceptLanguage: string | undefined, stored: string): Locale {
  return requestLocale(acceptLanguage) ?? LOCALES.find((locale) => locale === stored) ?? 'en';
}
