import { Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TIMINGS } from '@trails/contracts';
import { CrashBoundary } from '../components/errors/crash-screen';
import { BootSpinner } from '../components/ui/spinner';
import { AuthProvider } from '../lib/auth';
import { LocaleProvider } from '../lib/locale';
import { createPublicQueryClient } from '../lib/query-client';
import { seedSettings, SettingsProvider } from '../lib/settings';
import { ThemeProvider, useTheme } from '../lib/theme';

function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster position="top-right" duration={TIMINGS.toastMs} theme={theme} closeButton visibleToasts={5} />;
}

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
                  <ThemedToaster />
                </AuthProvider>
              </SettingsProvider>
            </LocaleProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </Suspense>
    </CrashBoundary>
  );
}
