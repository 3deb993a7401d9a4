import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@trails/contracts/constants';
import { localePath, splitLocalePath } from '@trails/contracts/site-pages';
import { rememberLanguage } from './i18n';

interface LocaleValue {
  locale: Locale;
  setLocale(locale: Locale): Promise<void>;
}

const LocaleContext = createContext<LocaleValue | null>(null);

export function LocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const resolved = (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LOCALE).slice(0, 2);
  const locale: Locale = (LOCALES as readonly string[]).includes(resolved) ? (resolved as Locale) : DEFAULT_LOCALE;

  /**
   * A public page moves to its own address in the chosen language (a full navigation: the server
   * renders it in that language); the back office, which has one address, changes in place.
   */
  const setLocale = useCallback(
    async (next: Locale) => {
      rememberLanguage(next);
      const { pathname, search, hash } = window.location;
      const { path } = splitLocalePath(pathname);
      if (!(path === '/admin' || path.startsWith('/admin/'))) {
        window.location.assign(`${localePath(next, path)}${search}${hash}`);
        return;
      }
      try {
        await i18n.changeLanguage(next);
        document.documentElement.lang = next;
      } catch (error) {
        console.error('Failed to change language', error);
      }
    },
    [i18n],
  );
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleValue {
  const context = useContext(LocaleContext);
  if (!context) throw new Error('useLocale must be used within a LocaleProvider');
  return context;
}
