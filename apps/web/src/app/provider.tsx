import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { CrashBoundary } from '../components/errors/crash-screen';
import { BootSpinner } from '../components/ui/spinner';
import { AuthProvider } from '../lib/auth';
import { LocaleProvider } from '../lib/locale';
import { toastRequests } from '../lib/notify';
import { createPublicQueryClient } from '../lib/query-client';
import { seedSettings, SettingsProvider } from '../lib/settings';
import { ThemeProvider } from '../lib/theme';

/** Toasts are no part of a first view: the toaster and its library load with the first toast. */
const Toaster = lazy(() => import('../components/ui/toaster'));

function ToasterWhenAsked() {
  const asked = useSyncExternalStore(toastRequests.subscribe, toastRequests.get, toastRequests.getServer);
  return asked ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * Everything a screen can rely on: data cache, theme, language, site settings, session, toasts.
 * A server-rendered page passes the query client that holds its first view's data.
 */
export function AppProvider({ children, client: given }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => {
    if (given) return given;
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
                  <ToasterWhenAsked />
                </AuthProvider>
              </SettingsProvider>
            </LocaleProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </Suspense>
    </CrashBoundary>
  );
}
