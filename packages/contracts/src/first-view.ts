import type { PublicSettings } from './settings.ts';

/**
 * Between the API and the web app's server build (apps/web/src/entry-server.tsx): what a
 * server-rendered page's first view takes and gives. Both sides name the platform's `fetch` and
 * `AbortSignal` types (this package is built without them).
 */
export interface FirstViewInput<Fetch = unknown, Signal = unknown> {
  /** Path and query string of the page, e.g. `/tours?type=trek`. */
  url: string;
  /** The language the page is rendered in. */
  lang: string;
  /** The public settings, as the page's `#initial-settings` carries them. */
  settings?: PublicSettings;
  /** Answers the app's API requests (`/api/...`) in-process, as an anonymous visitor. */
  fetch: Fetch;
  /** The translations of one namespace (the built `/locales/{lng}/{ns}.json`), or null. */
  readLocale: (lng: string, ns: string) => object | null;
  signal?: Signal;
}

/** The first view's answered queries: key, data and when it was fetched (`#initial-data`). */
export interface InitialData {
  queries: { queryKey: readonly unknown[]; data: unknown; dataUpdatedAt: number }[];
}

/** Translations by language and namespace (`#initial-i18n`). */
export interface InitialTranslations {
  lng: string;
  resources: Record<string, Record<string, string | Record<string, unknown>>>;
}

export interface FirstView {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The first view's queries, for the browser's query client. */
  data: InitialData;
  /** The translations the first view used, so the browser does not fetch them before hydrating. */
  i18n: InitialTranslations;
  /** The drawings of the icons the first view shows, once each (an `<svg>` of symbols after `#root`). */
  sprite?: string;
  /**
   * How many times the page was drawn: once when its route's `prefetch` named all its first view
   * reads, one more for each round of queries a drawing found missing.
   */
  draws: number;
}
