import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PUBLIC_SETTINGS, mergeSettings, type Envelope, type PublicSettings } from '@trails/contracts';
import { apiRequest } from './api-client';
import { PUBLIC_QUERY } from './query-client';

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  // Asked without a token: signing in or out keeps it (no flash of default settings).
  meta: PUBLIC_QUERY,
  queryFn: async () => {
    try {
      return (await apiRequest<Envelope<PublicSettings>>('/settings', { auth: 'none' })).data;
    } catch (error) {
      console.error('Failed to load settings', error);
      throw error;
    }
  },
});

interface SettingsValue {
  settings: PublicSettings;
  isLoading: boolean;
}

const SettingsContext = createContext<SettingsValue | null>(null);

/** Site settings from the server merged over the defaults; the defaults stay if loading fails. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const query = useQuery(settingsQuery);
  const value = useMemo<SettingsValue>(() => {
    const stored = query.data ?? {};
    const merged = mergeSettings(DEFAULT_PUBLIC_SETTINGS, stored as Record<string, string>);
    return { settings: { ...merged, demo_mode: query.data?.demo_mode ?? false }, isLoading: query.isLoading };
  }, [query.data, query.isLoading]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsValue {
  const context = useContext(SettingsContext);
  if (!context) throw new Error('useSettings must be used within a SettingsProvider');
  return context;
}
