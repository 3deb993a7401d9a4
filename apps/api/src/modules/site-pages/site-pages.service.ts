import { LOCALES, type Locale } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import {
  PAGE_ADMIN_MESSAGES as PM,
  PAGE_KEYS,
  pageContentWritten,
  resolvePageContent,
  type AdminPage,
  type AdminPageBody,
  type AdminPageSummary,
  type PageContent,
  type PageKey,
  type PageLanguageStates,
  type SitePage,
} from '@trails/contracts/page-content';
import type { Database } from '../../db/client.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { plainTextOf, richTextFromInput } from '../../lib/html.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { allPageRows, lockPageRows, pageRows, replacePageRows, type SitePageRow } from './site-pages.repo.ts';

type Errors = Record<string, string[]>;

/** HTML as stored: sanitised with the blog's allow-list; blank when it holds no words or picture. */
function cleanHtml(input: string): string {
  const html = richTextFromInput(input);
  return plainTextOf(html) || html.includes('<img') ? html : '';
}

/**
 * One language's content of the page as it will be stored: only the page's own part, trimmed and
 * sanitised, with a field error for each answer that sanitising left empty. Null when nothing is
 * written (the language shows in English).
 */
function cleanContent(key: PageKey, lang: Locale, content: PageContent, errors: Errors): PageContent | null {
  const at = `content.${lang}.${key}`;
  let clean: PageContent;
  switch (key) {
    case 'hero':
      clean = { hero: content.hero ?? { title: '', subtitle: '', image: '' } };
      break;
    case 'gallery':
      clean = { gallery: content.gallery ?? [] };
      break;
    case 'faq': {
      const groups = (content.faq?.groups ?? []).map((group, g) => ({
        title: group.title,
        items: group.items.map((item, i) => {
          const answer = cleanHtml(item.answer);
          if (!answer) errors[`${at}.groups.${g}.items.${i}.answer`] = [MESSAGES.required];
          return { question: item.question, answer };
        }),
      }));
      clean = { faq: { groups } };
      break;
    }
    case 'terms':
      clean = { terms: cleanHtml(content.terms ?? '') };
      break;
    case 'privacy':
      clean = { privacy: cleanHtml(content.privacy ?? '') };
      break;
  }
  return pageContentWritten(key, clean) ? clean : null;
}

/** English must be whole: the fields every other language falls back to. */
function checkEnglish(key: PageKey, english: PageContent | null, errors: Errors): void {
  const at = `content.en.${key}`;
  const need = (field: string) => (errors[field] ??= [PM.pageEnglishRequired]);
  switch (key) {
    case 'hero':
      if (!english?.hero?.title) need(`${at}.title`);
      if (!english?.hero?.image) need(`${at}.image`);
      break;
    case 'gallery':
      if (!english?.gallery?.length) need(at);
      break;
    case 'faq':
      if (!english?.faq?.groups.length) need(`${at}.groups`);
      break;
    default:
      if (!english) need(at);
  }
}

interface Deps {
  activity: ActivityService;
  publicData: PublicDataInvalidator;
}

const emptyStates = (): PageLanguageStates => ({
  en: 'fallback',
  hi: 'fallback',
  es: 'fallback',
  fr: 'fallback',
  de: 'fallback',
});

/**
 * The operator's own pages (home hero and gallery, FAQ, terms, privacy) per language: read by the
 * public site in one language with English filling the gaps, and written whole by staff.
 */
export function createSitePagesService(db: Database, { activity, publicData }: Deps) {
  function summaryOf(key: PageKey, rows: SitePageRow[]): AdminPageSummary {
    const languages = emptyStates();
    let updated: Date | null = null;
    for (const row of rows) {
      const lang = row.lang as Locale;
      if (!LOCALES.includes(lang)) continue;
      if (pageContentWritten(key, row.body)) languages[lang] = 'written';
      if (!updated || row.updatedAt > updated) updated = row.updatedAt;
    }
    return { key, languages, updated_at: updated?.toISOString() ?? null };
  }

  function adminPageOf(key: PageKey, rows: SitePageRow[]): AdminPage {
    const own = (lang: Locale) => rows.find((row) => row.lang === lang)?.body ?? null;
    return {
      ...summaryOf(key, rows),
      content: { en: own('en') ?? {}, hi: own('hi'), es: own('es'), fr: own('fr'), de: own('de') },
    };
  }

  const get = async (key: PageKey): Promise<AdminPage> => adminPageOf(key, await pageRows(db, key));

  return {
    /** The page in `lang`, English where that language is empty. */
    /** What is written in `lang` itself, or null where that language shows the English. */
    async own(key: PageKey, lang: Locale): Promise<PageContent | null> {
      const row = (await pageRows(db, key)).find((candidate) => candidate.lang === lang);
      return row && pageContentWritten(key, row.body) ? row.body : null;
    },

    async read(key: PageKey, lang: Locale): Promise<SitePage> {
      const rows = await pageRows(db, key);
      const english = rows.find((row) => row.lang === 'en');
      const own = rows.find((row) => row.lang === lang);
      const mine = own && pageContentWritten(key, own.body) ? own : undefined;
      const updated = mine?.updatedAt ?? english?.updatedAt ?? null;
      return {
        key,
        lang,
        content: resolvePageContent(key, mine?.body, english?.body ?? {}),
        updated_at: updated?.toISOString() ?? null,
      };
    },

    async list(): Promise<AdminPageSummary[]> {
      const rows = await allPageRows(db);
      return PAGE_KEYS.map((key) =>
        summaryOf(
          key,
          rows.filter((row) => row.key === key),
        ),
      );
    },

    get,

    /** Every language of the page at once; one activity entry; public pages refreshed after it. */
    async save(key: PageKey, body: AdminPageBody, actorId: number): Promise<AdminPage> {
      const errors: Errors = {};
      const cleaned = LOCALES.map((lang) => {
        const content = body.content[lang];
        return { lang, body: content ? cleanContent(key, lang, content, errors) : null };
      });
      checkEnglish(key, cleaned.find((entry) => entry.lang === 'en')!.body, errors);
      const first = Object.values(errors)[0]?.[0];
      if (first) throw unprocessable(errors, first);
      const rows = cleaned.flatMap((entry) => (entry.body ? [{ lang: entry.lang, body: entry.body }] : []));
      await db.transaction(async (tx) => {
        const before = await lockPageRows(tx, key);
        await replacePageRows(tx, key, rows, actorId);
        const snapshot = (list: { lang: string; body: PageContent }[]) =>
          Object.fromEntries(LOCALES.map((lang) => [lang, list.find((row) => row.lang === lang)?.body ?? null]));
        await activity.record(tx, {
          userId: actorId,
          type: 'page',
          action: 'updated',
          label: key,
          description: `Page ${key} updated`,
          before: snapshot(before),
          after: snapshot(rows),
        });
      });
      await publicData.invalidate();
      return get(key);
    },
  };
}

export type SitePagesService = ReturnType<typeof createSitePagesService>;

/** A page key from the address, or the 404 a missing page is. */
export function pageKeyOf(value: string): PageKey {
  const key = PAGE_KEYS.find((candidate) => candidate === value);
  if (!key) throw notFound(PM.pageNotFound);
  return key;
}
