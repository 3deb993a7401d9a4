import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@trails/contracts/constants';
import type { PageKey } from '@trails/contracts/page-content';
import { fillPagePlaceholders } from '@trails/contracts/page-text';
import { sitePagesApi } from '@trails/contracts/page-content';
import { catalogueCall } from './catalogue-request';
import { useLocale } from './locale';
import { PUBLIC_QUERY } from './query-client';
import { useSettings } from './settings';

/** One of the pages the operator writes (Pages in the back office), in a language. */
export const sitePageQuery = (key: PageKey, lang: Locale) =>
  queryOptions({
    queryKey: ['site-page', key, lang],
    meta: PUBLIC_QUERY,
    queryFn: ({ signal }) =>
      catalogueCall(sitePagesApi.get, { params: { key }, query: { lang } }, signal).then((answer) => answer.data),
  });

/** The page in the reader's language (English where that language is empty); the last one stays while another loads. */
export function useSitePage(key: PageKey) {
  const { locale } = useLocale();
  return useQuery({ ...sitePageQuery(key, locale), placeholderData: keepPreviousData });
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** `{{site}}` and `{{hours}}` of a page's text from the settings; `html` escapes them for HTML. */
export function usePagePlaceholders(): { text: (value: string) => string; html: (value: string) => string } {
  const { settings } = useSettings();
  const values = { site: settings.site_name, hours: settings.booking_hold_hours };
  return {
    text: (value) => fillPagePlaceholders(value, values),
    html: (value) =>
      fillPagePlaceholders(value, { site: escapeHtml(values.site), hours: escapeHtml(String(values.hours)) }),
  };
}
