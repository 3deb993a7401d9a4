import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@trails/contracts';
import { useHydrated } from './hydration';
import { storage } from './storage';

export type Theme = 'light' | 'dark';

interface ThemeValue {
  theme: Theme;
  toggleTheme(): void;
  setTheme(theme: Theme): void;
}

const ThemeContext = createContext<ThemeValue | null>(null);

/** Dark when stored as dark, or when nothing is stored and the system prefers dark. */
export function initialTheme(stored: string | null, systemPrefersDark: boolean): Theme {
  if (stored === 'dark' || stored === 'light') return stored;
  return systemPrefersDark ? 'dark' : 'light';
}

export function ThemeProvider({ children, fallback }: { children: ReactNode; fallback?: Theme }) {
  const [theme, setThemeState] = useState<Theme>(() => {
    const stored = storage.get(STORAGE_KEYS.theme);
    if (!stored && fallback) return fallback;
    return initialTheme(stored, globalThis.window?.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false);
  });
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
