import { z } from 'zod';
import { LOCALES, type Locale } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { envelope } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * The site's own pages that the operator writes in the back office (Pages): the home page's hero
 * and gallery, the FAQ, the terms and the privacy policy, each per language. English is required;
 * another language left empty is shown in English, field by field.
 */
export const PAGE_KEYS = ['hero', 'gallery', 'faq', 'terms', 'privacy'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** Back-office messages of the Pages screen, part of ADMIN_MESSAGES (`messages.<key>`). */
export const PAGE_ADMIN_MESSAGES = {
  pageSaved: 'Page saved',
  pageNotFound: 'Page not found',
  failedToSavePage: 'Failed to save the page',
  pageEnglishRequired: 'English is required for this page',
  pageImageInvalid: 'Choose an image from the media library or enter a web address',
  pageLanguageUnsupported: 'This language is not supported',
} as const;

export const PAGE_LIMITS = {
  title: 200,
  subtitle: 500,
  image: 500,
  caption: 200,
  galleryItems: 24,
  groups: 20,
  groupTitle: 200,
  items: 40,
  question: 300,
  answer: 20_000,
  html: 200_000,
} as const;

/** `?lang=`: one of the site's languages, English when absent; any other value is a 422. */
export const pageLang = z.enum(LOCALES, { error: PAGE_ADMIN_MESSAGES.pageLanguageUnsupported }).default('en');
export const pageQuery = z.object({ lang: pageLang });
/** `{key}` of a page's address; a key that names no page is a 404. */
export const pageKeyParam = z.object({ key: z.string().max(40) });

/** A picture: one of the site's own addresses (the media library's `/uploads/...`) or a web address; blank for none. */
const imageUrl = z
  .string()
  .trim()
  .max(PAGE_LIMITS.image)
  .refine((value) => value === '' || /^\/[^/\s]\S*$/.test(value) || /^https?:\/\/\S+$/i.test(value), {
    error: PAGE_ADMIN_MESSAGES.pageImageInvalid,
  });
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1, { error: MESSAGES.required }).max(max);

export const heroContent = z.object({
  title: text(PAGE_LIMITS.title),
  subtitle: text(PAGE_LIMITS.subtitle),
  image: imageUrl,
});
export type HeroContent = z.infer<typeof heroContent>;

export const galleryItem = z.object({
  image: imageUrl.refine((value) => value !== '', { error: MESSAGES.required }),
  caption: text(PAGE_LIMITS.caption),
});
export const galleryContent = z.array(galleryItem).max(PAGE_LIMITS.galleryItems);
export type GalleryItem = z.infer<typeof galleryItem>;

export const faqItem = z.object({
  question: required(PAGE_LIMITS.question),
  /** HTML, sanitised by the server with the blog's allow-list. */
  answer: required(PAGE_LIMITS.answer),
});
export const faqGroup = z.object({
  title: required(PAGE_LIMITS.groupTitle),
  items: z.array(faqItem).min(1, { error: MESSAGES.required }).max(PAGE_LIMITS.items),
});
export const faqContent = z.object({ groups: z.array(faqGroup).max(PAGE_LIMITS.groups) });
export type FaqItem = z.infer<typeof faqItem>;
export type FaqGroup = z.infer<typeof faqGroup>;
export type FaqContent = z.infer<typeof faqContent>;

/** Terms and privacy: HTML (sanitised on save). */
export const legalContent = z.string().max(PAGE_LIMITS.html);

/**
 * One language's content of a page, under the page's key: `{ hero: {...} }`, `{ gallery: [...] }`,
 * `{ faq: { groups } }`, `{ terms: '<h2>…' }`, `{ privacy: '<h2>…' }`.
 */
export const pageContent = z.object({
  hero: heroContent.optional(),
  gallery: galleryContent.optional(),
  faq: faqContent.optional(),
  terms: legalContent.optional(),
  privacy: legalContent.optional(),
});
export type PageContent = z.infer<typeof pageContent>;

/** Every language's content of one page; a language other than English may be left out or null (shown in English). */
export const pageContentByLanguage = z.object({
  en: pageContent,
  hi: pageContent.nullish(),
  es: pageContent.nullish(),
  fr: pageContent.nullish(),
  de: pageContent.nullish(),
});
export type PageContentByLanguage = z.infer<typeof pageContentByLanguage>;

/** `PUT /api/admin/pages/{key}`. */
export const adminPageBody = z.object({ content: pageContentByLanguage });
export type AdminPageBody = z.infer<typeof adminPageBody>;

/** A language is written (some of its content is there) or falls back to English. */
export const PAGE_LANGUAGE_STATES = ['written', 'fallback'] as const;
export type PageLanguageState = (typeof PAGE_LANGUAGE_STATES)[number];
const languageStates = z.object({
  en: z.enum(PAGE_LANGUAGE_STATES),
  hi: z.enum(PAGE_LANGUAGE_STATES),
  es: z.enum(PAGE_LANGUAGE_STATES),
  fr: z.enum(PAGE_LANGUAGE_STATES),
  de: z.enum(PAGE_LANGUAGE_STATES),
});
export type PageLanguageStates = Record<Locale, PageLanguageState>;

/** A row of the back office's page list. */
export const adminPageSummary = z.object({
  key: z.enum(PAGE_KEYS),
  languages: languageStates,
  updated_at: z.string().nullable(),
});
export type AdminPageSummary = z.infer<typeof adminPageSummary>;

/** `GET /api/admin/pages/{key}`: every language's stored content (null where none is written). */
export const adminPage = adminPageSummary.extend({
  content: z.object({
    en: pageContent,
    hi: pageContent.nullable(),
    es: pageContent.nullable(),
    fr: pageContent.nullable(),
    de: pageContent.nullable(),
  }),
});
export type AdminPage = z.infer<typeof adminPage>;

/** `GET /api/pages/{key}?lang=`: the page in one language, English filling what that language leaves empty. */
export const sitePage = z.object({
  key: z.enum(PAGE_KEYS),
  lang: z.enum(LOCALES),
  content: pageContent,
  updated_at: z.string().nullable(),
});
export type SitePage = z.infer<typeof sitePage>;

const isBlankHtml = (html: string | undefined) =>
  !html ||
  html
    .replace(/<(?!img)[^>]*>/gi, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

/** Does this language's content of the page hold anything (else it falls back to English)? */
export function pageContentWritten(key: PageKey, content: PageContent | null | undefined): boolean {
  if (!content) return false;
  switch (key) {
    case 'hero':
      return Boolean(content.hero && (content.hero.title || content.hero.subtitle || content.hero.image));
    case 'gallery':
      return Boolean(content.gallery && content.gallery.length > 0);
    case 'faq':
      return Boolean(content.faq && content.faq.groups.length > 0);
    case 'terms':
      return !isBlankHtml(content.terms);
    case 'privacy':
      return !isBlankHtml(content.privacy);
  }
}

/**
 * The page in a language: its own content where written, English field by field where not (the
 * hero's title, subtitle and picture each; a gallery caption left blank takes the English one of the
 * same picture; an empty gallery, FAQ or legal text is the English one whole).
 */
export function resolvePageContent(
  key: PageKey,
  own: PageContent | null | undefined,
  english: PageContent,
): PageContent {
  switch (key) {
    case 'hero': {
      const base = english.hero ?? { title: '', subtitle: '', image: '' };
      const mine = own?.hero;
      return {
        hero: {
          title: mine?.title || base.title,
          subtitle: mine?.subtitle || base.subtitle,
          image: mine?.image || base.image,
        },
      };
    }
    case 'gallery': {
      const base = english.gallery ?? [];
      const mine = own?.gallery;
      if (!mine || mine.length === 0) return { gallery: base };
      return {
        gallery: mine.map((item, index) => ({
          image: item.image,
          caption:
            item.caption ||
            base.find((candidate) => candidate.image === item.image)?.caption ||
            base[index]?.caption ||
            '',
        })),
      };
    }
    case 'faq':
      return { faq: pageContentWritten('faq', own) ? own!.faq! : (english.faq ?? { groups: [] }) };
    case 'terms':
      return { terms: pageContentWritten('terms', own) ? own!.terms! : (english.terms ?? '') };
    case 'privacy':
      return { privacy: pageContentWritten('privacy', own) ? own!.privacy! : (english.privacy ?? '') };
  }
}

// The texts' placeholders live apart from the schemas (no zod): the public pages that fill them
// must not load zod on their first view.
export { CANCELLATION_POLICY_MARKER, fillPagePlaceholders } from './page-text.ts';

/** The pages the operator writes (hero, gallery, faq, terms, privacy), as the public site reads them. */
export const sitePagesApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/pages/:key',
    params: pageKeyParam,
    query: pageQuery,
    response: envelope(sitePage),
  }),
};
