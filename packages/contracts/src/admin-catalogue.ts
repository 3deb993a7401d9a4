import { z } from 'zod';
import { DIFFICULTY_LEVELS, TOUR_CATEGORIES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { ADMIN_MESSAGES, type AdminMessageKey } from './admin-messages.ts';
import {
  PG_INT_MAX,
  envelope,
  idField,
  idParam,
  isWholePaise,
  listEnvelope,
  messageEnvelope,
  requiredText,
  text,
} from './common.ts';
import { endpoint } from './endpoint.ts';
import { PRICE_MAX, itineraryDay } from './catalogue.ts';
import {
  ADMIN_LIST_LIMITS,
  adminListQuery,
  adminOptionalNumber,
  adminOptionalText,
  adminOptionalTextList,
  adminTextList,
} from './admin-common.ts';
import { ADMIN_IMAGE_LIMITS, adminImage, adminImageList } from './admin-image.ts';
import { ADMIN_DESTINATION_LIMITS } from './admin-destinations.ts';
import { TRAVELLER_LIMITS } from './traveller-details.ts';
import { storedTranslations, translatedItineraryDay, translationStatus, translationsSchema } from './translations.ts';

/**
 * Staff management of the catalogue's two kinds of trip. Tours and treks share every field but
 * a few (a tour's category and inclusions; a trek's difficulty, grade, top altitude and best time),
 * so each schema is the shared part extended by the kind's own.
 */

export const ADMIN_TRIP_KINDS = ['tour', 'trek'] as const;
export type AdminTripKind = (typeof ADMIN_TRIP_KINDS)[number];

/** Columns the staff lists can be sorted by. */
export const ADMIN_TRIP_SORTS = ['title', 'price', 'duration_days', 'is_featured', 'is_active', 'created_at'] as const;
export type AdminTripSort = (typeof ADMIN_TRIP_SORTS)[number];

export const ADMIN_TRIP_LIMITS = {
  titleMax: 200,
  slugMax: ADMIN_DESTINATION_LIMITS.slugMax,
  shortDescriptionMax: ADMIN_DESTINATION_LIMITS.shortDescriptionMax,
  descriptionMax: ADMIN_DESTINATION_LIMITS.descriptionMax,
  metaTitleMax: ADMIN_DESTINATION_LIMITS.metaTitleMax,
  metaDescriptionMax: ADMIN_DESTINATION_LIMITS.metaDescriptionMax,
  shortTextMax: 200,
  listItemMax: ADMIN_LIST_LIMITS.itemMax,
  listMax: ADMIN_LIST_LIMITS.max,
  imagesMax: ADMIN_IMAGE_LIMITS.galleryMax,
  daysMax: 365,
  itineraryMax: 60,
  dayDescriptionMax: 2000,
  groupSizeMax: 500,
  altitudeMax: 9000,
  distanceMax: 500,
  meetingPointMax: 500,
  packingListMax: 4000,
  leaderNameMax: 120,
  phoneMax: 30,
} as const;
const L = ADMIN_TRIP_LIMITS;

/** Added to a duplicate's title. */
export const COPY_SUFFIX = ' (copy)';

/** Messages of each kind's screens and answers, by key of ADMIN_MESSAGES. */
export const ADMIN_TRIP_MESSAGES = {
  tour: {
    inUse: 'tourInUse',
    created: 'tourCreated',
    updated: 'tourUpdated',
    deleted: 'tourDeleted',
    duplicated: 'tourDuplicated',
    featureUpdated: 'tourFeatureUpdated',
    failedToCreate: 'failedToCreateTour',
    failedToUpdate: 'failedToUpdateTour',
    failedToDelete: 'failedToDeleteTour',
  },
  trek: {
    inUse: 'trekInUse',
    created: 'trekCreated',
    updated: 'trekUpdated',
    deleted: 'trekDeleted',
    duplicated: 'trekDuplicated',
    featureUpdated: 'trekFeatureUpdated',
    failedToCreate: 'errorSavingTrek',
    failedToUpdate: 'errorSavingTrek',
    failedToDelete: 'errorDeletingTrek',
  },
} as const satisfies Record<AdminTripKind, Record<string, AdminMessageKey>>;

/* ------------------------------------------------------------------ answers */

const nullableText = z.string().nullable();

const adminTripFields = {
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  destination_id: z.number().int(),
  destination: z.object({ id: z.number().int(), name: z.string() }),
  price: z.number(),
  original_price: z.number().nullable(),
  duration_days: z.number().int(),
  duration_nights: z.number().int(),
  short_description: nullableText,
  description: nullableText,
  image: nullableText,
  images: z.array(z.string()),
  highlights: z.array(z.string()),
  max_group_size: z.number().int(),
  is_active: z.boolean(),
  is_featured: z.boolean(),
  meta_title: nullableText,
  meta_description: nullableText,
  rating: z.number().nullable(),
  review_count: z.number().int(),
  booking_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Per language: every translatable field the English fills is written (complete), some (partial), none (missing). */
  translation_status: translationStatus,
};

/** A briefing field's answer: the text, or null when none. */
const briefingFields = {
  meeting_point: nullableText,
  packing_list: nullableText,
  leader_name: nullableText,
  leader_phone: nullableText,
};

export const adminTour = z.object({
  ...adminTripFields,
  ...briefingFields,
  category: z.enum(TOUR_CATEGORIES),
  inclusions: z.array(z.string()),
  /** Travellers must give their details (traveller_details_days before the start). */
  requires_traveller_details: z.boolean(),
});
export type AdminTour = z.infer<typeof adminTour>;

export const adminTrek = z.object({
  ...adminTripFields,
  ...briefingFields,
  difficulty_level: z.enum(DIFFICULTY_LEVELS),
  trek_grade: nullableText,
  max_altitude_m: z.number().int().nullable(),
  /** "4,270 m", as the public pages write it (from max_altitude_m, which the filters use). */
  altitude: nullableText,
  best_time: nullableText,
  /** Travellers must give their details (traveller_details_days before the start). */
  requires_traveller_details: z.boolean(),
  /** Permits foreign nationals need: shown on the details form to non-Indian nationals. */
  permit_note: nullableText,
});
export type AdminTrek = z.infer<typeof adminTrek>;

/** One record as the Edit form loads it: the list's fields and the day-by-day plan. */
export const adminTourDetail = adminTour.extend({
  itinerary: z.array(itineraryDay),
  translations: storedTranslations('tour'),
  translation_status: translationStatus,
});
export type AdminTourDetail = z.infer<typeof adminTourDetail>;
export const adminTrekDetail = adminTrek.extend({
  itinerary: z.array(itineraryDay),
  translations: storedTranslations('trek'),
  translation_status: translationStatus,
});
export type AdminTrekDetail = z.infer<typeof adminTrekDetail>;

/* ------------------------------------------------------------------ queries */

const destinationFilter = { destination_id: idField.optional() };

/** search matches title and slug. */
export const adminToursQuery = adminListQuery(ADMIN_TRIP_SORTS).extend({
  ...destinationFilter,
  category: z.enum(TOUR_CATEGORIES, { error: MESSAGES.invalidValue }).optional(),
});
export type AdminToursQuery = z.infer<typeof adminToursQuery>;

export const adminTreksQuery = adminListQuery(ADMIN_TRIP_SORTS).extend({
  ...destinationFilter,
  difficulty: z.enum(DIFFICULTY_LEVELS, { error: MESSAGES.invalidValue }).optional(),
});
export type AdminTreksQuery = z.infer<typeof adminTreksQuery>;

/* ------------------------------------------------------------------- bodies */

/** A required number (blank, missing, text or out of range: the one message). */
const requiredNumber = (min: number, max: number, message: string, { integer = false, exclusiveMin = false } = {}) => {
  let schema = z.number({ error: message });
  if (integer) schema = schema.int({ error: message });
  schema = exclusiveMin ? schema.gt(min, { error: message }) : schema.min(min, { error: message });
  return schema.max(max, { error: message });
};

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: MESSAGES.invalidValue })
    .int({ error: MESSAGES.invalidValue })
    .min(min, { error: MESSAGES.invalidValue })
    .max(max, { error: MESSAGES.invalidValue });

/** One day of the plan; its number is its place in the list. */
export const adminItineraryDayBody = z.object({
  title: requiredText(L.shortTextMax, ADMIN_MESSAGES.dayTitleRequired),
  description: adminOptionalText(L.dayDescriptionMax),
  altitude_m: adminOptionalNumber(0, L.altitudeMax).refine((value) => value === null || Number.isInteger(value), {
    error: MESSAGES.invalidValue,
  }),
  distance_km: adminOptionalNumber(0, L.distanceMax),
});
export type AdminItineraryDayInput = z.input<typeof adminItineraryDayBody>;

/** Optional text where a body that leaves it out keeps what is stored: undefined stays undefined, blank is null. */
const briefingText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const adminTripBodyFields = {
  title: requiredText(L.titleMax, ADMIN_MESSAGES.titleRequired),
  slug: adminOptionalText(L.slugMax),
  destination_id: requiredNumber(1, PG_INT_MAX, ADMIN_MESSAGES.destinationRequired, { integer: true }),
  price: requiredNumber(0, PRICE_MAX, ADMIN_MESSAGES.priceRequired, { exclusiveMin: true }).refine(isWholePaise, {
    error: ADMIN_MESSAGES.priceRequired,
  }),
  original_price: adminOptionalNumber(0.01, PRICE_MAX).refine((value) => value === null || isWholePaise(value), {
    error: MESSAGES.invalidValue,
  }),
  duration_days: requiredNumber(1, L.daysMax, ADMIN_MESSAGES.durationRequired, { integer: true }).default(1),
  duration_nights: wholeNumber(0, L.daysMax).default(0),
  short_description: adminOptionalText(L.shortDescriptionMax),
  description: adminOptionalText(L.descriptionMax),
  /** The cover; empty means the first of `images`. */
  image: adminImage(),
  images: adminImageList().default([]),
  highlights: adminTextList,
  itinerary: z
    .array(adminItineraryDayBody, { error: MESSAGES.invalidValue })
    .max(L.itineraryMax, { error: MESSAGES.tooLong })
    .default([]),
  is_active: z.boolean({ error: MESSAGES.invalidValue }).default(true),
  is_featured: z.boolean({ error: MESSAGES.invalidValue }).default(false),
  meta_title: adminOptionalText(L.metaTitleMax),
  meta_description: adminOptionalText(L.metaDescriptionMax),
  // What the pre-departure email tells travellers. Left out, what is stored stays (the specs'
  // clients do not know them); blank clears.
  meeting_point: briefingText(L.meetingPointMax),
  packing_list: briefingText(L.packingListMax),
  leader_name: briefingText(L.leaderNameMax),
  leader_phone: briefingText(L.phoneMax).refine((value) => !value || /^[+()\d\s-]*$/.test(value), {
    error: MESSAGES.phoneInvalid,
  }),
};

/** What a tour's or trek's translation into one language may hold; blank is no translation. */
const tripTranslationFields = {
  title: adminOptionalText(L.titleMax),
  short_description: adminOptionalText(L.shortDescriptionMax),
  description: adminOptionalText(L.descriptionMax),
  highlights: adminOptionalTextList,
  itinerary: z.array(translatedItineraryDay, { error: MESSAGES.invalidValue }).max(L.itineraryMax).optional(),
  meta_title: adminOptionalText(L.metaTitleMax),
  meta_description: adminOptionalText(L.metaDescriptionMax),
};
export const tourTranslationFields = z.object({ ...tripTranslationFields, inclusions: adminOptionalTextList });
export const trekTranslationFields = z.object({
  ...tripTranslationFields,
  best_time: adminOptionalText(L.shortTextMax),
  permit_note: adminOptionalText(TRAVELLER_LIMITS.permitNoteMax),
});

/** The Create / Edit Tour form, also the body of POST and PUT /tours (PUT replaces every field). */
export const adminTourBody = z.object({
  ...adminTripBodyFields,
  category: z.enum(TOUR_CATEGORIES, { error: MESSAGES.invalidValue }).default('Nature'),
  inclusions: adminTextList,
  max_group_size: wholeNumber(1, L.groupSizeMax).default(12),
  requires_traveller_details: z.boolean({ error: MESSAGES.invalidValue }).default(false),
  /** Per language, the translated fields; left out, the stored translations stay. */
  translations: translationsSchema(tourTranslationFields).optional(),
});
export type AdminTourInput = z.input<typeof adminTourBody>;
export type AdminTourBody = z.output<typeof adminTourBody>;

const FEET_IN_METRES = 0.3048;

/**
 * An altitude as people write it, in metres: "4,270 m", "4270m", "4270", "14,000 ft" (feet are
 * converted and rounded); null when it cannot be read.
 */
export function parseAltitude(value: string): number | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(m|mtrs?|meters?|metres?|ft|feet|foot|')?\.?$/i.exec(value.trim());
  if (!match) return null;
  const amount = Number(match[1]!.replaceAll(',', '') + (match[2] ?? ''));
  const feet = /^(ft|feet|foot|')$/i.test(match[3] ?? '');
  return Math.round(feet ? amount * FEET_IN_METRES : amount);
}

/**
 * The back office spec's `altitude` text, read into metres (undefined when not sent, null when
 * blank); text that is no altitude, or one above the highest, is refused under `altitude`.
 */
const altitudeText = text(L.shortTextMax)
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (!value) return null;
    const metres = parseAltitude(value);
    if (metres === null || metres > L.altitudeMax) {
      ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.altitudeInvalid });
      return z.NEVER;
    }
    return metres;
  });

/**
 * The Add New Trek / Edit Trek form, also the body of POST and PUT /treks. Unlike a tour's, a
 * trek's duration_days is required (the spec's trek form requires it), and duration_nights left
 * out is days − 1 (set by the server).
 */
export const adminTrekBody = z.object({
  ...adminTripBodyFields,
  duration_days: requiredNumber(1, L.daysMax, ADMIN_MESSAGES.durationRequired, { integer: true }),
  duration_nights: wholeNumber(0, L.daysMax).optional(),
  difficulty_level: z.enum(DIFFICULTY_LEVELS, { error: MESSAGES.invalidValue }).default('moderate'),
  trek_grade: adminOptionalText(L.shortTextMax),
  /** The top altitude in metres: the public filters and the "4,270 m" text both come from it. */
  max_altitude_m: adminOptionalNumber(0, L.altitudeMax).refine((value) => value === null || Number.isInteger(value), {
    error: MESSAGES.invalidValue,
  }),
  /**
   * The spec's altitude text ("4,270 m", "14,000 ft"), read into metres: it fills max_altitude_m
   * when that is not given; answered back written from max_altitude_m.
   */
  altitude: altitudeText,
  best_time: adminOptionalText(L.shortTextMax),
  max_group_size: wholeNumber(1, L.groupSizeMax).default(15),
  requires_traveller_details: z.boolean({ error: MESSAGES.invalidValue }).default(true),
  permit_note: adminOptionalText(TRAVELLER_LIMITS.permitNoteMax),
  /** Per language, the translated fields; left out, the stored translations stay. */
  translations: translationsSchema(trekTranslationFields).optional(),
});
export type AdminTrekInput = z.input<typeof adminTrekBody>;
export type AdminTrekBody = z.output<typeof adminTrekBody>;

/** The most rows one bulk import takes, and the largest file. */
export const IMPORT_LIMITS = { maxRows: 1000, maxBytes: 2 * 1024 * 1024 } as const;

/** What a bulk import did: counts, and each failed row's number in the file (the header is row 1) and why. */
export const adminImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type AdminImportResult = z.infer<typeof adminImportResult>;

/**
 * The staff endpoints of one kind of trip, under /api/admin/tours or /api/admin/treks: the list,
 * one trip, create, replace, delete, a copy, featuring, the CSV export and the bulk import (a
 * multipart upload of a CSV file in the export's columns, read by the route itself).
 */
function adminTripApi<
  P extends 'tours' | 'treks',
  Q extends z.ZodType,
  I extends z.ZodType,
  D extends z.ZodType,
  B extends z.ZodType,
>(plural: P, schemas: { query: Q; item: I; detail: D; body: B }) {
  const base = `/api/admin/${plural}` as const;
  const one = `/api/admin/${plural}/:id` as const;
  return {
    list: endpoint({ method: 'GET', path: base, query: schemas.query, response: listEnvelope(schemas.item) }),
    get: endpoint({ method: 'GET', path: one, params: idParam, response: envelope(schemas.detail) }),
    create: endpoint({
      method: 'POST',
      path: base,
      body: schemas.body,
      status: 201,
      response: envelope(schemas.detail),
    }),
    update: endpoint({
      method: 'PUT',
      path: one,
      params: idParam,
      body: schemas.body,
      response: envelope(schemas.detail),
    }),
    remove: endpoint({ method: 'DELETE', path: one, params: idParam, response: messageEnvelope }),
    duplicate: endpoint({
      method: 'POST',
      path: `${one}/duplicate`,
      params: idParam,
      status: 201,
      response: envelope(schemas.detail),
    }),
    'toggle-feature': endpoint({
      method: 'POST',
      path: `${one}/toggle-feature`,
      params: idParam,
      response: envelope(schemas.detail),
    }),
    export: endpoint({ method: 'GET', path: `${base}/export`, response: z.string(), produces: 'text/csv' }),
    'bulk-import': endpoint({ method: 'POST', path: `${base}/bulk-import`, response: envelope(adminImportResult) }),
  };
}

/** Staff management of tours. */
export const adminToursApi = adminTripApi('tours', {
  query: adminToursQuery,
  item: adminTour,
  detail: adminTourDetail,
  body: adminTourBody,
});

/** Staff management of treks. */
export const adminTreksApi = adminTripApi('treks', {
  query: adminTreksQuery,
  item: adminTrek,
  detail: adminTrekDetail,
  body: adminTrekBody,
});

/** Either kind's endpoints, for code that handles tours and treks alike (each schema one kind's or the other's). */
export type AdminTripApi = ReturnType<
  typeof adminTripApi<
    'tours' | 'treks',
    typeof adminToursQuery | typeof adminTreksQuery,
    typeof adminTour | typeof adminTrek,
    typeof adminTourDetail | typeof adminTrekDetail,
    typeof adminTourBody | typeof adminTrekBody
  >
>;
