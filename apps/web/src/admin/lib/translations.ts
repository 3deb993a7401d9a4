import {
  TRANSLATED_FIELDS,
  TRANSLATION_LOCALES,
  type TranslatedKind,
  type TranslationLocale,
  type TranslationState,
  type TranslationStatus,
} from '@trails/contracts/translations';

/**
 * The back office's translations of one record, as the form edits them: per language, each
 * translatable text (a list as one item per line) and the itinerary's days by day number.
 */
export interface DayDraft {
  title: string;
  description: string;
}
export interface LanguageDraft {
  fields: Record<string, string>;
  days: Record<number, DayDraft>;
}
export type TranslationDraft = Record<TranslationLocale, LanguageDraft>;

/** What a record's answer carries: per language, what is written in it. */
export type StoredTranslationsInput =
  Partial<Record<TranslationLocale, Record<string, unknown> | undefined>> | undefined;

/** The fields edited as one line per item. */
export const LIST_FIELDS: ReadonlySet<string> = new Set(['highlights', 'inclusions', 'activities']);
/** The fields short enough for one line (the rest get a text area; a blog's content the rich-text editor). */
export const SHORT_FIELDS: ReadonlySet<string> = new Set([
  'title',
  'name',
  'tagline',
  'meta_title',
  'best_time',
  'best_time_to_visit',
]);
export const RICH_FIELDS: ReadonlySet<string> = new Set(['content']);

export type FieldInput = 'itinerary' | 'list' | 'rich' | 'short' | 'long';
export function fieldInput(field: string): FieldInput {
  if (field === 'itinerary') return 'itinerary';
  if (LIST_FIELDS.has(field)) return 'list';
  if (RICH_FIELDS.has(field)) return 'rich';
  return SHORT_FIELDS.has(field) ? 'short' : 'long';
}

export const translatedFields = (kind: TranslatedKind): readonly string[] => TRANSLATED_FIELDS[kind];

const emptyLanguage = (): LanguageDraft => ({ fields: {}, days: {} });

export function emptyDraft(): TranslationDraft {
  return Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, emptyLanguage()])) as TranslationDraft;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The draft of a record's stored translations (nothing stored: every language empty). */
export function draftFromStored(kind: TranslatedKind, stored: StoredTranslationsInput | null): TranslationDraft {
  const draft = emptyDraft();
  for (const locale of TRANSLATION_LOCALES) {
    const written = stored?.[locale];
    if (!written) continue;
    for (const field of translatedFields(kind)) {
      const value = written[field];
      if (field === 'itinerary') {
        if (!Array.isArray(value)) continue;
        for (const day of value as unknown[]) {
          if (typeof day !== 'object' || day === null) continue;
          const { day: number, title, description } = day as Record<string, unknown>;
          if (typeof number === 'number') {
            draft[locale].days[number] = { title: asText(title), description: asText(description) };
          }
        }
      } else if (Array.isArray(value)) {
        draft[locale].fields[field] = value.map(asText).join('\n');
      } else if (typeof value === 'string') {
        draft[locale].fields[field] = value;
      }
    }
  }
  return draft;
}

/** A list written one item per line: its items, without blank lines. */
export const listItems = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export type TranslatedDay = { day: number; title?: string; description?: string };
export type LanguageBody = Record<string, string | string[] | TranslatedDay[]>;
export type TranslationsBody = Record<TranslationLocale, LanguageBody>;

/** One language as the body sends it: only what is written (a blank field is no translation). */
export function languageBody(kind: TranslatedKind, language: LanguageDraft): LanguageBody {
  const body: LanguageBody = {};
  for (const field of translatedFields(kind)) {
    if (field === 'itinerary') {
      const days: TranslatedDay[] = [];
      for (const number of Object.keys(language.days)
        .map(Number)
        .sort((a, b) => a - b)) {
        const day = language.days[number]!;
        const kept: TranslatedDay = { day: number };
        if (day.title.trim()) kept.title = day.title.trim();
        if (day.description.trim()) kept.description = day.description.trim();
        if (kept.title !== undefined || kept.description !== undefined) days.push(kept);
      }
      if (days.length) body.itinerary = days;
      continue;
    }
    const text = language.fields[field] ?? '';
    if (LIST_FIELDS.has(field)) {
      const items = listItems(text);
      if (items.length) body[field] = items;
    } else if (text.trim()) {
      body[field] = text.trim();
    }
  }
  return body;
}

/**
 * The `translations` of a save: every language, each with only its written fields. A language
 * with nothing written is sent empty, so a translation cleared in the form is cleared when saved.
 */
export function translationsBody(kind: TranslatedKind, draft: TranslationDraft): TranslationsBody {
  return Object.fromEntries(
    TRANSLATION_LOCALES.map((locale) => [locale, languageBody(kind, draft[locale])]),
  ) as TranslationsBody;
}

/** Whether an English value counts as written: a non-blank text (HTML with some text), a list with an item. */
function englishWritten(field: string, value: unknown): boolean {
  if (Array.isArray(value)) {
    return value.some((item) =>
      typeof item === 'string' ? item.trim() !== '' : typeof item === 'object' && item !== null,
    );
  }
  if (typeof value !== 'string') return false;
  const text = RICH_FIELDS.has(field) && /^\s*</.test(value) ? value.replace(/<[^>]*>/g, '') : value;
  return text.trim() !== '' || (RICH_FIELDS.has(field) && /<img\b/i.test(value));
}

/**
 * How complete one language is against the English values: every translatable field the English
 * fills is written (complete), some are (partial), none (missing). Nothing in English to
 * translate counts as complete, as the server counts it.
 */
export function languageState(
  kind: TranslatedKind,
  english: Record<string, unknown>,
  language: LanguageDraft,
): TranslationState {
  const filled = translatedFields(kind).filter((field) => englishWritten(field, english[field]));
  const written = languageBody(kind, language);
  const count = filled.filter((field) => field in written).length;
  return count === filled.length ? 'complete' : count === 0 ? 'missing' : 'partial';
}

export function draftStatus(
  kind: TranslatedKind,
  english: Record<string, unknown>,
  draft: TranslationDraft,
): TranslationStatus {
  return Object.fromEntries(
    TRANSLATION_LOCALES.map((locale) => [locale, languageState(kind, english, draft[locale])]),
  ) as TranslationStatus;
}

/** Where a translation's error shows: a field's name, or `itinerary.<day>.title|description`. */
export type TranslationErrors = Partial<Record<TranslationLocale, Record<string, string>>>;

const isLocale = (value: string | undefined): value is TranslationLocale =>
  (TRANSLATION_LOCALES as readonly string[]).includes(value ?? '');

/**
 * A 422's `translations.<lang>.<field>...` messages, placed under the fields of their language.
 * A list item's message goes under its list; an itinerary day's under that day's field, found by
 * its place in the body that was sent. The language's own message (a wrong shape) is under ''.
 */
export function translationErrors(
  errors: Record<string, readonly string[]>,
  sent: Partial<TranslationsBody> | undefined,
): { errors: TranslationErrors; first: TranslationLocale | undefined; other: boolean } {
  const found: TranslationErrors = {};
  let other = false;
  for (const [path, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const [root, locale, field, index, key] = path.split('.');
    if (root !== 'translations') {
      other = true;
      continue;
    }
    if (!isLocale(locale)) continue;
    let where = field ?? '';
    if (field === 'itinerary' && index !== undefined) {
      const days = sent?.[locale]?.itinerary;
      const day = Array.isArray(days) ? (days[Number(index)] as TranslatedDay | undefined) : undefined;
      if (day && (key === 'title' || key === 'description')) where = `itinerary.${day.day}.${key}`;
    }
    const language = (found[locale] ??= {});
    language[where] ??= message;
  }
  const first = TRANSLATION_LOCALES.find((locale) => found[locale]);
  return { errors: found, first, other };
}
