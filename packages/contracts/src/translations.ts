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
export const translationStatus = z.record(z.enum(TRANSLATION_LOCALES), z.enum(TRANSLATION_STATES));
export type TranslationStatus = z.infer<typeof translationStatus>;

/**
 * The `translations` of a record's body and admin detail: per language, the fields written in it.
 * Built from the fields of the record's own body, all optional; a blank field is no translation.
 */
export function translationsSchema<T extends z.ZodRawShape>(fields: z.ZodObject<T>) {
  return z.partialRecord(z.enum(TRANSLATION_LOCALES), fields.partial());
}
