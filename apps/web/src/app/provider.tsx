import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { CrashBoundary } from '../components/errors/crash-screen';
import { BootSpinner } from '../components/ui/spinner';
import { AuthProvider } from '../lib/auth';
import { LocaleProvider } from '../lib/locale';
import { createPublicQueryClient } from '../lib/query-client';
import { seedSettings, SettingsProvider } from '../lib/settings';
import { ThemeProvider } from '../lib/theme';

/** Toasts are no part of a first view: the toaster and its library load after it. */
const Toaster = lazy(() => import('../components/ui/toaster'));

/** Everything a screen can rely on: data cache, theme, language, site settings, session, toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createPublicQueryClient();
    seedSettings(client);
    return client;
  });
  return (
    <CrashBoundary>
      <Suspense fallback={<BootSpinner />}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            <LocaleProvider>
              <SettingsProvider>
                <AuthProvider>
                  {children}
                  <Suspense fallback={null}>
                    <Toaster />
                  </Suspense>
                </AuthProvider>
              </SettingsProvider>
            </LocaleProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </Suspense>
    </CrashBoundary>
  );
}
