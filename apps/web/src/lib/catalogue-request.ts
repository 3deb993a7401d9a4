import i18n from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@trails/contracts/constants';
import type { QueryParams } from '@trails/contracts/catalogue';
import type { Endpoint, EndpointAnswer, EndpointInput } from '@trails/contracts/endpoint';
import type { z } from 'zod';
import { callEndpoint, type CallInput } from './api-client';

/**
 * The language of the server render this code runs in (entry-server keeps one per render, so renders
 * that overlap in time each read their own); null in the browser.
 */
let renderLang: () => string | null = () => null;

/** Where the server reads its current render's language: the catalogue's texts of that render are read in it. */
export function setCatalogueLangSource(source: () => string | null): void {
  renderLang = source;
}

function toLocale(lang: string | undefined): Locale {
  const code = (lang ?? '').slice(0, 2).toLowerCase();
  return LOCALES.find((locale) => locale === code) ?? DEFAULT_LOCALE;
}

/**
 * The language staff-written texts (destinations, trips, articles) are asked in: the interface's.
 * Every catalogue query key ends with it, so switching the language fetches them again and the
 * browser's keys match the server render's.
 */
export function catalogueLang(): Locale {
  const rendering = renderLang();
  return toLocale(rendering ?? i18n.language);
}

/**
 * The query of a read that answers staff-written texts (trips, destinations, reviews' trip names,
 * search), in the interface's language: `lang` added, left out for English (the API's default).
 * The browser holds only each endpoint's method and path, so the call says so itself.
 */
export function withCatalogueLang<Q extends object = Record<never, never>>(query?: Q): Q & { lang?: Locale } {
  const lang = catalogueLang();
  return { ...query, ...(lang === DEFAULT_LOCALE ? {} : { lang }) } as Q & { lang?: Locale };
}

/**
 * What a catalogue read sends: the path's parameters as the endpoint takes them, and a query of
 * the endpoint's fields with values as a page's address gives them (the server checks them).
 */
export type CatalogueInput<E extends Endpoint> = Omit<EndpointInput<E>, 'query'> &
  (E['query'] extends z.ZodType ? { query?: QueryParams<z.input<E['query']>> } : { query?: undefined });

/**
 * A public catalogue read from the endpoint map: no token (an expired one must not sign the
 * visitor out), abortable. A read in the interface's language gives its query through
 * `withCatalogueLang`.
 */
export function catalogueCall<E extends Endpoint>(
  definition: E,
  input: CatalogueInput<E>,
  signal?: AbortSignal,
): Promise<EndpointAnswer<E>> {
  return callEndpoint(definition, input as CallInput<E>, { auth: 'none', signal });
}
