import i18n, { type BackendModule, type LanguageDetectorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, STORAGE_KEYS, type Locale } from '@trails/contracts/constants';
import type { InitialTranslations } from '@trails/contracts/first-view';
import { LANGUAGE_COOKIE, splitLocalePath } from '@trails/contracts/site-pages';
import { storage } from './storage';

/** The back office's addresses, which have no language prefix. */
const isAdminAddress = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * The reader's language. A public page's is its address's (`/hi/tours` is Hindi, `/tours`
 * English). The back office's is the one chosen before (stored), else the browser's, else the
 * page's: the first of these the site supports wins (i18next picks it); the choice is stored again.
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => {
    const { pathname } = window.location;
    if (!isAdminAddress(pathname)) return [splitLocalePath(pathname).locale];
    return [
      storage.get(STORAGE_KEYS.locale),
      ...(navigator.languages ?? []),
      navigator.language,
      document.documentElement.lang,
    ].filter((code): code is string => Boolean(code));
  },
  cacheUserLanguage: (lng) => storage.set(STORAGE_KEYS.locale, lng),
};

/**
 * Translations from /locales/{lng}/{ns}.json. A network error or a server error is worth another
 * try (i18next retries it, see maxRetries); a missing file is not.
 */
const localeFiles: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read(lng, ns, callback) {
    fetch(`/locales/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}.json`)
      .then(async (response) => {
        if (response.ok) callback(null, await response.json());
        else
          callback(
            new Error(`${response.status} for the ${lng} ${ns} translations`),
            response.status >= 500 || response.status === 408 || response.status === 429,
          );
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true));
  },
};

/**
 * Stores the reader's choice of language: in this browser (the back office starts in it) and in
 * the `lang` cookie, which sends a later visit to an un-prefixed address to the chosen language's.
 */
export function rememberLanguage(locale: Locale): void {
  storage.set(STORAGE_KEYS.locale, locale);
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
}

/** The language the page is read in: its address's, or in the back office the first the reader prefers that the site has. */
export function readerLanguage(): string {
  for (const code of languageDetector.detect() as string[]) {
    const language = code.slice(0, 2).toLowerCase();
    if ((LOCALES as readonly string[]).includes(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/**
 * Translations load from /locales/{lng}/{ns}.json; English fills any gap. A server-rendered page in
 * the reader's language passes its language and translations: the first render uses them, as the
 * server's HTML did, with no request.
 */
export function initI18n(initial?: InitialTranslations): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(localeFiles)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      ...(initial && { lng: initial.lng, resources: initial.resources, partialBundledLanguages: true }),
      supportedLngs: [...LOCALES],
      fallbackLng: DEFAULT_LOCALE,
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18n;
}

/**
 * Reads the whole of each namespace in these languages and adds what the page's own translations
 * lacked (never replacing them: the page was rendered with them). Never rejects.
 */
export async function completeTranslations(instance: typeof i18n, languages: string[]): Promise<void> {
  const namespaces = ([] as string[]).concat(instance.options.ns ?? 'common');
  await Promise.all(
    languages.flatMap((lng) =>
      namespaces.map(
        (ns) =>
          new Promise<void>((resolve) => {
            localeFiles.read(lng, ns, (error, data) => {
              if (!error && data && typeof data === 'object') instance.addResourceBundle(lng, ns, data, true, false);
              resolve();
            });
          }),
      ),
    ),
  );
}

let keysOf: { bundle: unknown; byText: Map<string, string> } | undefined;

/**
 * The key of a server or form message, found by its English text in the English `messages`
 * translations (which hold every message word for word; a test checks it), so the first load does
 * not carry the list of messages.
 */
function messageKeyOf(text: string): string | undefined {
  const bundle: unknown = i18n.getResourceBundle?.(DEFAULT_LOCALE, 'common');
  if (!keysOf || keysOf.bundle !== bundle) {
    const messages = (bundle as { messages?: Record<string, unknown> } | undefined)?.messages ?? {};
    const byText = new Map<string, string>();
    for (const [key, value] of Object.entries(messages)) if (typeof value === 'string') byText.set(value, key);
    keysOf = { bundle, byText };
  }
  return keysOf.byText.get(text);
}

/** A server or schema message in the reader's language; unknown text is shown as sent. */
export function translateMessage(t: (key: string, options?: { defaultValue: string }) => string, text: string): string {
  const key = messageKeyOf(text);
  return key ? t(`messages.${key}`, { defaultValue: text }) : text;
}
