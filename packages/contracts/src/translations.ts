import { z } from 'zod';
import { LOCALES, type Locale } from './constants.ts';

/**
 * Content written by staff (destinations, tours, treks, blog articles and categories, coupons'
 * descriptions) is written in English, the record's own columns, and may have a translation per
 * other language. A field a translation leaves out is shown in English.
 */
export type TranslationLocale = Exclude<Locale, 'en'>;
export const TRANSLATION_LOCALES = LOCALES.filter((locale): locale is TranslationLocale => locale !== 'en');

/** Which fields of each kind of record can be translated (English names, as the record's own). */
export const TRANSLATED_FIELDS = {
  destination: [
    'name',
    'tagline',
    'short_description',
    'description',
    'best_time_to_visit',
    'activities',
    'meta_title',
    'meta_description',
  ],
  tour: [
    'title',
    'short_description',
    'description',
    'highlights',
    'inclusions',
    'itinerary',
    'meta_title',
    'meta_description',
  ],
  trek: [
    'title',
    'short_description',
    'description',
    'highlights',
    'itinerary',
    'best_time',
    'permit_note',
    'meta_title',
    'meta_description',
  ],
  blog: ['title', 'excerpt', 'content', 'meta_title', 'meta_description'],
  blog_category: ['name', 'description'],
  coupon: ['description'],
} as const;
export type TranslatedKind = keyof typeof TRANSLATED_FIELDS;

/** One day of a translated itinerary, matched to the English day by its number. */
export const translatedItineraryDay = z.object({
  day: z.number().int().min(1),
  title: z.string().trim().max(200).nullish(),
  description: z.string().trim().max(5000).nullish(),
});

/**
 * How complete each language is for one record: every translatable field the English record fills
 * is written (complete), some are (partial), or none (missing).
 */
export const TRANSLATION_STATES = ['complete', 'partial', 'missing'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];
const translationState = z.enum(TRANSLATION_STATES);
// An object with a property per language (not a record over an enum), so the API document names each one.
export const translationStatus = z.object({
  hi: translationState,
  es: translationState,
  fr: translationState,
  de: translationState,
} satisfies Record<TranslationLocale, typeof translationState>);
export type TranslationStatus = z.infer<typeof translationStatus>;

/**
 * The `translations` of a record's body: per language, the fields written in it. Built from the
 * translatable fields with the limits of the record's own body, all optional; a blank field is no
 * translation (stored as none, shown in English).
 */
export function translationsSchema<T extends z.ZodRawShape>(fields: z.ZodObject<T>) {
  return z.partialRecord(z.enum(TRANSLATION_LOCALES), fields.partial(), { error: 'Invalid value' });
}

const storedText = z.string().nullish();
const storedList = z.array(z.string()).optional();
const storedItinerary = z
  .array(z.object({ day: z.number().int(), title: z.string().nullish(), description: z.string().nullish() }))
  .optional();

/** A record's stored translations as the back office reads them, per kind. */
export const storedTranslationFields = {
  destination: z.object({
    name: storedText,
    tagline: storedText,
    short_description: storedText,
    description: storedText,
    best_time_to_visit: storedText,
    activities: storedList,
    meta_title: storedText,
    meta_description: storedText,
  }),
  tour: z.object({
    title: storedText,
    short_description: storedText,
    description: storedText,
    highlights: storedList,
    inclusions: storedList,
    itinerary: storedItinerary,
    meta_title: storedText,
    meta_description: storedText,
  }),
  trek: z.object({
    title: storedText,
    short_description: storedText,
    description: storedText,
    highlights: storedList,
    itinerary: storedItinerary,
    best_time: storedText,
    permit_note: storedText,
    meta_title: storedText,
    meta_description: storedText,
  }),
  blog: z.object({
    title: storedText,
    excerpt: storedText,
    content: storedText,
    meta_title: storedText,
    meta_description: storedText,
  }),
  blog_category: z.object({ name: storedText, description: storedText }),
  coupon: z.object({ description: storedText }),
} satisfies Record<TranslatedKind, z.ZodObject>;

/** `translations` in an admin response: per language, what is written in it. */
export const storedTranslations = <K extends TranslatedKind>(kind: K) =>
  z.partialRecord(z.enum(TRANSLATION_LOCALES), storedTranslationFields[kind]);
export type StoredTranslations<K extends TranslatedKind> = z.infer<ReturnType<typeof storedTranslations<K>>>;

/**
 * `lang` of a public read: the language staff-written texts are answered in (a field not written
 * in it comes in English). Absent is English; any other value than LOCALES is a 422 under `lang`.
 */
export const contentLang = z.enum(LOCALES, { error: 'Unsupported language' }).default('en');
/** The query of a public read that takes nothing but the language. */
export const langQuery = z.object({ lang: contentLang });
export type LangQuery = z.infer<typeof langQuery>;
