import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@trails/contracts/constants';
import { useHydrated } from './hydration';
import { storage } from './storage';

export type Theme = 'light' | 'dark';

interface ThemeValue {
  theme: Theme;
  toggleTheme(): void;
  setTheme(theme: Theme): void;
}

const ThemeContext = createContext<ThemeValue | null>(null);

/**
 * The stored choice first; else the page's default (the back office starts light), else the
 * system's preference.
 */
export function initialTheme(stored: string | null, systemPrefersDark: boolean, pageDefault?: Theme): Theme {
  if (stored === 'dark' || stored === 'light') return stored;
  if (pageDefault) return pageDefault;
  return systemPrefersDark ? 'dark' : 'light';
}

/** The back office's addresses: light until the admin chooses (theme-init.js knows them too). */
export function isAdminPath(pathname: string | undefined): boolean {
  return pathname === '/admin' || (pathname?.startsWith('/admin/') ?? false);
}

/**
 * The site's theme, stored under one key for the public site and the back office: an explicit
 * choice holds for both; without one the public site follows the system and the back office is
 * light. The back office is its own app, opened at its own address, so the page decides once.
 */
export function ThemeProvider({ children, fallback }: { children: ReactNode; fallback?: Theme }) {
  const [theme, setThemeState] = useState<Theme>(() =>
    initialTheme(
      storage.get(STORAGE_KEYS.theme),
      globalThis.window?.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
      fallback ?? (isAdminPath(globalThis.location?.pathname) ? 'light' : undefined),
    ),
  );
  // The server renders the light theme's controls; theme-init.js has set the page's colours already.
  const shown: Theme = useHydrated() ? theme : (fallback ?? 'light');

  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    storage.set(STORAGE_KEYS.theme, next);
    setThemeState(next);
  }, []);
  const toggleTheme = useCallback(() => setTheme(theme === 'dark' ? 'light' : 'dark'), [theme, setTheme]);
  const value = useMemo(() => ({ theme: shown, toggleTheme, setTheme }), [shown, toggleTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}
