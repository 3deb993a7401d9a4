import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, loadRoutePages, routesFor } from './app/router';
import type { InitialData, InitialTranslations } from '@trails/contracts/first-view';
import { localeBasename, splitLocalePath } from '@trails/contracts/site-pages';
import { markAppStarted } from './lib/hydration';
import { completeTranslations, initI18n, readerLanguage } from './lib/i18n';
import { createPublicQueryClient } from './lib/query-client';
import { seedSettings } from './lib/settings';
import './index.css';

/** JSON the server put into the page (`<script type="application/json" id=…>`), or undefined. */
function pageJson<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

async function start() {
  // The address's language (`/hi/...`): the router's basename, so every link stays in it.
  const addressLocale = splitLocalePath(window.location.pathname).locale;
  const routes = routesFor(addressLocale);
  const basename = localeBasename(addressLocale);
  const root = document.getElementById('root')!;
  const data = pageJson<InitialData>('initial-data');
  const translations = pageJson<InitialTranslations>('initial-i18n');
  const serverRendered = root.firstElementChild !== null && data !== undefined && translations !== undefined;
  // A reader whose language is not the page's gets the page rendered anew in theirs (from the
  // same data), instead of a hydration that would not match.
  const hydrating = serverRendered && readerLanguage() === translations.lng;

  const i18n = initI18n(hydrating ? translations : undefined);
  const queryClient = createPublicQueryClient();
  seedSettings(queryClient);
  if (serverRendered) {
    // As fetched on the server, and when: fresh for as long as the same answer fetched here would be.
    for (const { queryKey, data: value, dataUpdatedAt } of data.queries) {
      queryClient.setQueryData(queryKey, value, { updatedAt: dataUpdatedAt });
    }
    // The page carries only the translations its first view shows; the rest (menus, forms,
    // messages) are in place before hydration, so nothing rendered later shows a bare key. A failed
    // read leaves the page's own (i18next retries the file when a later render asks for it).
    await Promise.all([
      // The page's code, so that hydration draws it at once, as the server did.
      loadRoutePages(routes, window.location, basename).catch(() => null),
      hydrating ? completeTranslations(i18n, Object.keys(translations.resources)) : undefined,
    ]);
  }
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppProvider client={queryClient}>
          <BrowserRouter basename={basename}>
            <AppRoutes routes={routes} />
          </BrowserRouter>
        </AppProvider>
      </I18nextProvider>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds (a click, a scroll)
  // instead of holding the main thread for the whole page at once.
  // Taps on the header's toggles until now were kept (theme-init.js); React takes those from here.
  markAppStarted();
  if (hydrating) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
