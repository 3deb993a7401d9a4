import { LOCALES, type Locale } from '@trails/contracts/constants';

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
 * The language a signed-in person reads a document in: the one their request is made in, else the
 * one stored for them, else English.
 */
export function readerLocale(
  request: { headers: { 'accept-language'?: string } },
  stored: string | null | undefined,
): Locale {
  return requestLocale(request.headers['accept-language']) ?? LOCALES.find((locale) => locale === stored) ?? 'en';
}
