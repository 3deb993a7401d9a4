import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_PUBLIC_SETTINGS } from '@trails/contracts/constants';
import { mergeSettings } from '@trails/contracts/merge-settings';
import { settingsApi } from '@trails/contracts/settings';
import type { PublicSettings } from '@trails/contracts/settings';
import { callEndpoint } from './api-client';
import { PUBLIC_QUERY } from './query-client';

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  // Asked without a token: signing in or out keeps it (no flash of default settings).
  meta: PUBLIC_QUERY,
  queryFn: async () => {
    try {
      return (await callEndpoint(settingsApi.get, {}, { auth: 'none' })).data;
    } catch (error) {
      console.error('Failed to load settings', error);
      throw error;
    }
  },
});

/**
 * The public settings the server put into the first HTML (`<script type="application/json"
 * id="initial-settings">`, the same JSON `GET /api/settings` answers), or undefined without them
 * (the dev server's page, a broken value).
 */
export function initialSettings(doc: Document | undefined = globalThis.document): PublicSettings | undefined {
  const text = doc?.getElementById('initial-settings')?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as PublicSettings) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Seeds the settings query with the page's own settings: the first render already has the site's
 * currency and name, with no request for them (they count as fetched now, so fresh for 5 minutes).
 */
export function seedSettings(queryClient: QueryClient, doc?: Document) {
  const settings = initialSettings(doc);
  if (settings) queryClient.setQueryData(settingsQuery.queryKey, settings);
}

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
    const payments = {
      payment_provider: query.data?.payment_provider ?? 'none',
      ...(query.data?.razorpay_checkout_url ? { razorpay_checkout_url: query.data.razorpay_checkout_url } : {}),
    };
    return {
      settings: { ...merged, demo_mode: query.data?.demo_mode ?? false, ...payments },
      isLoading: query.isLoading,
    };
  }, [query.data, query.isLoading]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsValue {
  const context = useContext(SettingsContext);
  if (!context) throw new Error('useSettings must be used within a SettingsProvider');
  return context;
}
