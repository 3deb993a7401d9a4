import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@trails/contracts/constants';
import {
  TRANSLATED_FIELDS,
  TRANSLATION_LOCALES,
  type StoredTranslations,
  type TranslatedKind,
  type TranslationState,
  type TranslationStatus,
} from '@trails/contracts/translations';
import type { ContentTranslations } from '../db/schema/columns.ts';

/**
 * Staff-written texts in other languages than English: stored per record in its `translations`
 * column (`{ "hi": { "title": "…" } }`), written from the back office's bodies, read by the public
 * site in the reader's language with English where a field is not translated.
 */

/** A field's value counts as written: a non-blank text, a non-empty list. */
function isWritten(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined;
}

/** One itinerary day of a translation, without blank texts; null when nothing is left of it. */
function cleanDay(day: unknown): Record<string, unknown> | null {
  if (typeof day !== 'object' || day === null) return null;
  const { day: number, title, description } = day as { day?: unknown; title?: unknown; description?: unknown };
  if (typeof number !== 'number') return null;
  const kept: Record<string, unknown> = { day: number };
  if (isWritten(title)) kept.title = String(title).trim();
  if (isWritten(description)) kept.description = String(description).trim();
  return Object.keys(kept).length > 1 ? kept : null;
}

/** One language's fields without the blank ones (a blank field is no translation). */
function cleanLanguage(fields: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (field === 'itinerary' && Array.isArray(value)) {
      const days = value.map(cleanDay).filter((day) => day !== null);
      if (days.length) kept[field] = days;
    } else if (Array.isArray(value)) {
      const items = value.map((item) => String(item).trim()).filter((item) => item !== '');
      if (items.length) kept[field] = items;
    } else if (typeof value === 'string' && value.trim() !== '') {
      kept[field] = value.trim();
    }
  }
  return kept;
}

/**
 * What to store after a write: the body's languages replace the stored ones of the same language
 * (a language sent empty is cleared), the others stay; no `translations` in the body keeps them all.
 */
export function mergeTranslations(
  stored: ContentTranslations | null | undefined,
  body: Partial<Record<string, Record<string, unknown> | undefined>> | undefined,
): ContentTranslations {
  const merged: ContentTranslations = { ...(stored ?? {}) };
  if (!body) return merged;
  for (const locale of TRANSLATION_LOCALES) {
    if (!(locale in body)) continue;
    const fields = cleanLanguage(body[locale] ?? {});
    if (Object.keys(fields).length) merged[locale] = fields;
    else delete merged[locale];
  }
  return merged;
}

/**
 * Per language: `complete` when every translatable field the English record fills is written,
 * `partial` when some are, `missing` when none (a record with no English text to translate is complete).
 */
export function translationStatusOf(
  kind: TranslatedKind,
  english: Record<string, unknown>,
  translations: ContentTranslations | null | undefined,
): TranslationStatus {
  const filled = TRANSLATED_FIELDS[kind].filter((field) => isWritten(english[field]));
  const status: Partial<Record<(typeof TRANSLATION_LOCALES)[number], TranslationState>> = {};
  for (const locale of TRANSLATION_LOCALES) {
    const written = translations?.[locale] ?? {};
    const count = filled.filter((field) => isWritten(written[field])).length;
    status[locale] = count === filled.length ? 'complete' : count === 0 ? 'missing' : 'partial';
  }
  return status as TranslationStatus;
}

/** The stored translations and their completeness, as an admin answer carries them. */
export function adminTranslations<K extends TranslatedKind>(
  kind: K,
  english: Record<string, unknown>,
  translations: ContentTranslations | null | undefined,
): { translations: StoredTranslations<K>; translation_status: TranslationStatus } {
  const stored: ContentTranslations = {};
  for (const locale of TRANSLATION_LOCALES) {
    const fields = translations?.[locale];
    if (fields && typeof fields === 'object') stored[locale] = fields;
  }
  return {
    translations: stored as StoredTranslations<K>,
    translation_status: translationStatusOf(kind, english, translations),
  };
}

/**
 * A column in the reader's language: the translation's field when written, else the English
 * column. English reads the column itself. Text and JSON list columns alike; typed as the column.
 */
export function localized<C extends AnyPgColumn>(translations: AnyPgColumn, column: C, field: string, lang: Locale): C {
  if (lang === 'en') return column;
  const json = column.columnType === 'PgJsonb';
  const expression: SQL = json
    ? sql`coalesce(${translations} -> ${lang}::text -> ${field}::text, ${column})`
    : sql`coalesce(${translations} -> ${lang}::text ->> ${field}::text, ${column})`;
  return expression.mapWith(column) as unknown as C;
}

/**
 * A meta title or description (`meta_title`, `meta_description`) in the reader's language. An
 * English meta text is written for the English page: where the language's translation names the
 * record (`ownField`: its title, name or summary) but has no meta text of its own, there is none
 * (null), so the page's head takes the translated title or summary; only a record whose own field
 * is not translated either keeps the English meta text. English reads the column itself.
 */
export function localizedMeta<C extends AnyPgColumn>(
  translations: AnyPgColumn,
  column: C,
  field: string,
  ownField: string,
  lang: Locale,
): C {
  if (lang === 'en') return column;
  return sql`coalesce(${translations} -> ${lang}::text ->> ${field}::text, case when ${translations} -> ${lang}::text ->> ${ownField}::text is null then ${column} end)`.mapWith(
    column,
  ) as unknown as C;
}

/** The translation of one field of a row as read (JSON), or the English value. */
export function pick<T>(
  translations: ContentTranslations | null | undefined,
  lang: Locale,
  field: string,
  english: T,
): T {
  if (lang === 'en') return english;
  const value = translations?.[lang]?.[field];
  return isWritten(value) ? (value as T) : english;
}

/** Itinerary days with their translated title and description where written (matched by day number). */
export function localizedItinerary<Day extends { day_number: number; title: string; description: string | null }>(
  days: Day[],
  translations: ContentTranslations | null | undefined,
  lang: Locale,
): Day[] {
  if (lang === 'en') return days;
  const translated = translations?.[lang]?.itinerary;
  if (!Array.isArray(translated)) return days;
  const byDay = new Map<number, { title?: string; description?: string }>();
  for (const day of translated as { day?: number; title?: string; description?: string }[]) {
    if (typeof day.day === 'number') byDay.set(day.day, day);
  }
  return days.map((day) => {
    const own = byDay.get(day.day_number);
    if (!own) return day;
    return {
      ...day,
      title: isWritten(own.title) ? (own.title as string) : day.title,
      description: isWritten(own.description) ? (own.description as string) : day.description,
    };
  });
}
