/**
 * Component tests (`*.test.tsx`, happy-dom): English translations loaded as the app has them, the
 * DOM matchers, and the API answered by MSW (see server.ts). A request no test answers fails it.
 */
import '@testing-library/jest-dom/vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { calls } from './api';
import { server } from './server';

const locale = (ns: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../../public/locales/en/${ns}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

await i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['common', 'admin'],
  defaultNS: 'common',
  resources: { en: { common: locale('common'), admin: locale('admin') } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  calls.length = 0;
  window.localStorage.clear();
});
afterAll(() => server.close());
