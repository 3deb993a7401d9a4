import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, STORAGE_KEYS, type Locale } from '@trails/contracts';
import { storage } from './storage';

interface LocaleValue {
  locale: Locale;
  setLocale(locale: Locale): Promise<void>;
}

const LocaleContext = createContext<LocaleValue | null>(null);

export function LocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const resolved = (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LOCALE).slice(0, 2);
  const locale: Locale = (LOCALES as readonly string[]).includes(resolved) ? (resolved as Locale) : DEFAULT_LOCALE;

  const setLocale = useCallback(
    async (next: Locale) => {
      try {
        await i18n.changeLanguage(next);
        document.documentElement.lang = next;
        storage.set(STORAGE_KEYS.locale, next);
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
