import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { envelope, idParam, listEnvelope, messageEnvelope, requiredText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { adminListQuery, adminOptionalNumber, adminOptionalText, adminOptionalTextList } from './admin-common.ts';
import { adminImage, adminImageList } from './admin-image.ts';
import { storedTranslations, translationStatus, translationsSchema } from './translations.ts';

/** Columns the staff list can be sorted by (anything else is a 422, never raw SQL). */
export const ADMIN_DESTINATION_SORTS = ['name', 'country', 'is_featured', 'is_active', 'created_at'] as const;
export type AdminDestinationSort = (typeof ADMIN_DESTINATION_SORTS)[number];

export const ADMIN_DESTINATION_LIMITS = {
  nameMax: LIMITS.nameMax,
  slugMax: 140,
  shortTextMax: 200,
  shortDescriptionMax: 500,
  descriptionMax: 10_000,
  metaTitleMax: 120,
  metaDescriptionMax: 300,
} as const;

/** A destination as staff see it: every stored field, active or not. */
export const adminDestination = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  tagline: z.string().nullable(),
  short_description: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  /** The photo gallery of the destination page, in display order. */
  images: z.array(z.string()),
  country: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  best_time_to_visit: z.string().nullable(),
  activities: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  is_featured: z.boolean(),
  is_active: z.boolean(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Per language, what is written in it; a field left out shows in English. */
  translations: storedTranslations('destination'),
  translation_status: translationStatus,
});
export type AdminDestination = z.infer<typeof adminDestination>;

/** search matches name, slug, city, state or country. */
export const adminDestinationsQuery = adminListQuery(ADMIN_DESTINATION_SORTS);
export type AdminDestinationsQuery = z.infer<typeof adminDestinationsQuery>;

const L = ADMIN_DESTINATION_LIMITS;

/** What a destination's translation into one language may hold; blank is no translation. */
export const destinationTranslationFields = z.object({
  name: adminOptionalText(L.nameMax),
  tagline: adminOptionalText(L.shortTextMax),
  short_description: adminOptionalText(L.shortDescriptionMax),
  description: adminOptionalText(L.descriptionMax),
  best_time_to_visit: adminOptionalText(L.shortTextMax),
  activities: adminOptionalTextList,
  meta_title: adminOptionalText(L.metaTitleMax),
  meta_description: adminOptionalText(L.metaDescriptionMax),
});

/**
 * The Create / Edit Destination form, also the body of POST and PUT (PUT replaces every field).
 * A blank slug is made from the name on the server; blank optional text is stored as null.
 */
export const adminDestinationBody = z.object({
  name: requiredText(L.nameMax, MESSAGES.nameRequired),
  slug: adminOptionalText(L.slugMax),
  tagline: adminOptionalText(L.shortTextMax),
  short_description: adminOptionalText(L.shortDescriptionMax),
  description: adminOptionalText(L.descriptionMax),
  image: adminImage(),
  /** The photo gallery in display order; left out, the stored gallery stays as it is. */
  images: adminImageList().optional(),
  country: adminOptionalText(L.shortTextMax),
  state: adminOptionalText(L.shortTextMax),
  city: adminOptionalText(L.shortTextMax),
  best_time_to_visit: adminOptionalText(L.shortTextMax),
  /** Left out (as a client written before it existed does), the stored list is kept. */
  activities: adminOptionalTextList,
  latitude: adminOptionalNumber(-90, 90),
  longitude: adminOptionalNumber(-180, 180),
  is_featured: z.boolean({ error: MESSAGES.invalidValue }).default(false),
  is_active: z.boolean({ error: MESSAGES.invalidValue }).default(true),
  meta_title: adminOptionalText(L.metaTitleMax),
  meta_description: adminOptionalText(L.metaDescriptionMax),
  /** Per language, the translated fields; left out, the stored translations stay. */
  translations: translationsSchema(destinationTranslationFields).optional(),
});
/** What the form holds and sends. */
export type AdminDestinationInput = z.input<typeof adminDestinationBody>;
/** What the server works with after validation. */
export type AdminDestinationBody = z.output<typeof adminDestinationBody>;

/** Staff management of destinations. */
export const adminDestinationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/destinations',
    query: adminDestinationsQuery,
    response: listEnvelope(adminDestination),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/destinations/:id',
    params: idParam,
    response: envelope(adminDestination),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/destinations',
    body: adminDestinationBody,
    status: 201,
    response: envelope(adminDestination),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/destinations/:id',
    params: idParam,
    body: adminDestinationBody,
    response: envelope(adminDestination),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/destinations/:id',
    params: idParam,
    response: messageEnvelope,
  }),
};
