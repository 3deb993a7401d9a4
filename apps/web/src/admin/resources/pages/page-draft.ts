import { LOCALES, type Locale } from '@trails/contracts/constants';
import {
  pageContentWritten,
  type AdminPage,
  type AdminPageBody,
  type GalleryItem,
  type HeroContent,
  type PageContent,
  type PageKey,
} from '@trails/contracts/page-content';

/**
 * The editor's copy of one language of a page. Gallery pictures, FAQ groups and questions carry an
 * id of their own (never sent), so a rich-text editor follows its question when the list is reordered.
 */
export interface DraftItem {
  id: string;
  question: string;
  answer: string;
}
export interface DraftGroup {
  id: string;
  title: string;
  items: DraftItem[];
}
export interface LanguageDraft {
  hero: HeroContent;
  gallery: (GalleryItem & { id: string })[];
  faq: DraftGroup[];
  /** The terms' or the privacy policy's HTML. */
  html: string;
}
export type PageDraft = Record<Locale, LanguageDraft>;

let counter = 0;
export const newId = () => `draft-${++counter}`;

function draftOf(content: PageContent | null): LanguageDraft {
  return {
    hero: content?.hero ?? { title: '', subtitle: '', image: '' },
    gallery: (content?.gallery ?? []).map((item) => ({ ...item, id: newId() })),
    faq: (content?.faq?.groups ?? []).map((group) => ({
      id: newId(),
      title: group.title,
      items: group.items.map((item) => ({ ...item, id: newId() })),
    })),
    html: content?.terms ?? content?.privacy ?? '',
  };
}

export function draftFromPage(page: AdminPage): PageDraft {
  return Object.fromEntries(LOCALES.map((lang) => [lang, draftOf(page.content[lang])])) as PageDraft;
}

/** One language of the draft as the API takes it, under the page's key. */
export function contentOf(key: PageKey, draft: LanguageDraft): PageContent {
  switch (key) {
    case 'hero':
      return { hero: draft.hero };
    case 'gallery':
      return { gallery: draft.gallery.map(({ image, caption }) => ({ image, caption })) };
    case 'faq':
      return {
        faq: {
          groups: draft.faq.map((group) => ({
            title: group.title,
            items: group.items.map(({ question, answer }) => ({ question, answer })),
          })),
        },
      };
    case 'terms':
      return { terms: draft.html };
    case 'privacy':
      return { privacy: draft.html };
  }
}

/** Is anything written in this language of the draft (else it shows the English)? */
export const draftWritten = (key: PageKey, draft: LanguageDraft) => pageContentWritten(key, contentOf(key, draft));

/** The save's body: English always, another language only when something is written in it. */
export function bodyOf(key: PageKey, draft: PageDraft): AdminPageBody {
  const content = Object.fromEntries(
    LOCALES.map((lang) => [lang, lang === 'en' || draftWritten(key, draft[lang]) ? contentOf(key, draft[lang]) : null]),
  );
  return { content: content as AdminPageBody['content'] };
}

/** Moves the entry at `index` by `by` places (a move past either end does nothing). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
