import {
  ADMIN_TRIP_MESSAGES,
  COPY_SUFFIX,
  type AdminTour,
  type AdminTourBody,
  type AdminTourDetail,
  type AdminToursQuery,
  type AdminTrek,
  type AdminTrekBody,
  type AdminImportResult,
  IMPORT_LIMITS,
  adminTourBody,
  adminTrekBody,
  type AdminTrekDetail,
  type AdminTreksQuery,
} from '@trails/contracts/admin-catalogue';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import type { ListEnvelope } from '@trails/contracts/common';
import { nightsFor } from '@trails/contracts/custom-packages';
import { MESSAGES } from '@trails/contracts/messages';
import { slugify } from '@trails/contracts/slug';
import type { TranslationStatus } from '@trails/contracts/translations';
import type { Database, Executor } from '../../db/client.ts';
import {
  FOREIGN_KEY_VIOLATION,
  HttpError,
  conflict,
  fieldError,
  guardSlugRace,
  notFound,
  sqlState,
} from '../../lib/errors.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import type { ContentTranslations } from '../../db/schema/columns.ts';
import { adminTranslations, mergeTranslations, translationStatusOf } from '../../lib/translations.ts';
import { list, pageMeta } from '../../lib/respond.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import type { MediaService } from '../media/media.service.ts';
import { readCsv, rowToBody, toCsv } from './catalogue.csv.ts';
import {
  allAdminTrips,
  deleteTrip,
  destinationExists,
  findAdminTrip,
  insertTrip,
  itinerariesOf,
  listAdminTrips,
  replaceItinerary,
  slugsStartingWith,
  tripBookingCount,
  tripSlugInUse,
  updateTrip,
  type AdminTripRows,
  type TripValues,
} from './catalogue.admin.repo.ts';
import { CATALOGUE_KINDS, type ItemKind } from './catalogue.kinds.ts';
import { itineraryOf } from './catalogue.repo.ts';
import { formatAltitude } from './catalogue.service.ts';

/** The contract's types of each kind, staff side. */
interface AdminKindTypes {
  tour: { query: AdminToursQuery; body: AdminTourBody; item: AdminTour; detail: AdminTourDetail };
  trek: { query: AdminTreksQuery; body: AdminTrekBody; item: AdminTrek; detail: AdminTrekDetail };
}
type Item<K extends ItemKind> = AdminKindTypes[K]['item'];
type Detail<K extends ItemKind> = AdminKindTypes[K]['detail'];
type Body<K extends ItemKind> = AdminKindTypes[K]['body'];

/** What each kind stores and answers beyond the fields both have. */
const KIND_FIELDS = {
  tour: {
    values: (body: AdminTourBody): Partial<TripValues['tour']> => ({
      category: body.category,
      inclusions: body.inclusions,
      requiresTravellerDetails: body.requires_traveller_details,
    }),
    present: <Row extends object>(row: Row) => row,
  },
  trek: {
    values: (body: AdminTrekBody): Partial<TripValues['trek']> => ({
      // Left out, as the spec's trek form leaves it: one night fewer than the days.
      durationNights: body.duration_nights ?? nightsFor(body.duration_days),
      difficultyLevel: body.difficulty_level,
      trekGrade: body.trek_grade,
      // The metres given, else the spec's altitude text read into metres.
      maxAltitudeM: body.max_altitude_m ?? body.altitude ?? null,
      bestTime: body.best_time,
      requiresTravellerDetails: body.requires_traveller_details,
      permitNote: body.permit_note,
    }),
    present: <Row extends { max_altitude_m: number | null }>(row: Row) => ({
      ...row,
      altitude: formatAltitude(row.max_altitude_m),
    }),
  },
};

/** The briefing fields the body carries; one left out keeps what is stored. */
function briefingValues(body: AdminTourBody | AdminTrekBody) {
  return {
    ...(body.meeting_point !== undefined ? { meetingPoint: body.meeting_point } : {}),
    ...(body.packing_list !== undefined ? { packingList: body.packing_list } : {}),
    ...(body.leader_name !== undefined ? { leaderName: body.leader_name } : {}),
    ...(body.leader_phone !== undefined ? { leaderPhone: body.leader_phone } : {}),
  };
}

function toDto<K extends ItemKind>(kind: K, row: AdminTripRows[K]): Item<K> {
  const present = KIND_FIELDS[kind].present as <Row>(row: Row) => Row;
  const { translations, has_itinerary: hasItinerary, ...fields } = row;
  return present({
    ...fields,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    // The itinerary counts as filled in English when it has days.
    translation_status: translationStatusOf(kind, { ...fields, itinerary: hasItinerary ? [true] : [] }, translations),
  }) as unknown as Item<K>;
}

/** The most rows one export holds (far above the operator's catalogue; keeps one request bounded). */
export const EXPORT_MAX = 5000;

/** The first free slug among `base-copy`, `base-copy-2`, ... */
async function copySlug(db: Executor, kind: ItemKind, base: string): Promise<string> {
  const stem = `${base}-copy`;
  const taken = await slugsStartingWith(db, kind, stem);
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n += 1) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

export interface AdminCatalogueDeps {
  publicData: PublicDataInvalidator;
  activity: ActivityService;
  media: Pick<MediaService, 'resolveImageValue'>;
}

/**
 * Staff management of one kind of trip (tours or treks), one implementation for both: every item,
 * active or not. Each write runs in one transaction with its itinerary and its activity entry, then
 * empties the public cache so the site shows the change at once. The database's triggers keep the
 * destinations' counts.
 */
export function createAdminCatalogueService<K extends ItemKind>(
  db: Database,
  kind: K,
  { publicData, activity, media }: AdminCatalogueDeps,
) {
  const messages = ADMIN_TRIP_MESSAGES[kind];
  const missing = () => notFound(CATALOGUE_KINDS[kind].notFound);
  const label = kind === 'tour' ? 'Tour' : 'Trek';

  async function detail(executor: Executor, id: number): Promise<Detail<K> | null> {
    const row = await findAdminTrip(executor, kind, id);
    if (!row) return null;
    const itinerary = await itineraryOf(executor, kind, id);
    const item = toDto(kind, row);
    return {
      ...item,
      itinerary,
      ...adminTranslations(kind, { ...item, itinerary }, row.translations),
    } as Detail<K>;
  }

  /** The row to store: slug from the given one or else the title, unique among this kind; a known destination. */
  async function values(
    body: Body<K>,
    exceptId?: number,
    actorId: number | null = null,
    storedTranslations: ContentTranslations = {},
  ): Promise<TripValues[K]> {
    const slug = slugify(body.slug ?? body.title);
    if (!slug) throw fieldError('slug', ADMIN_MESSAGES.slugInvalid);
    if (!(await destinationExists(db, body.destination_id)))
      throw fieldError('destination_id', ADMIN_MESSAGES.destinationUnknown);
    if (await tripSlugInUse(db, kind, slug, exceptId)) throw fieldError('slug', ADMIN_MESSAGES.slugTaken);
    // After the checks above: images sent as data URLs are stored only for a form that can be saved.
    const stored = new Map<string, Promise<string>>();
    const resolve = (value: string, field: string) => {
      if (!stored.has(value)) {
        stored.set(value, media.resolveImageValue(value, { folder: `${kind}s`, field, uploadedBy: actorId }));
      }
      return stored.get(value)!;
    };
    const cover = body.image ? await resolve(body.image, 'image') : null;
    const gallery: string[] = [];
    // One at a time: each is resized on the server.
    for (const [index, value] of body.images.entries()) gallery.push(await resolve(value, `images.${index}`));
    const images = cover && !gallery.includes(cover) ? [cover, ...gallery] : gallery;
    return {
      title: body.title,
      slug,
      destinationId: body.destination_id,
      price: body.price,
      originalPrice: body.original_price,
      durationDays: body.duration_days,
      durationNights: body.duration_nights,
      shortDescription: body.short_description,
      description: body.description,
      image: cover ?? images[0] ?? null,
      images,
      highlights: body.highlights,
      maxGroupSize: body.max_group_size,
      isActive: body.is_active,
      isFeatured: body.is_featured,
      metaTitle: body.meta_title,
      metaDescription: body.meta_description,
      translations: mergeTranslations(storedTranslations, body.translations),
      ...briefingValues(body),
      ...(KIND_FIELDS[kind].values as (body: Body<K>) => object)(body),
    } as TripValues[K];
  }

  /** A write, its itinerary and its activity entry in one transaction; the public cache after commit. */
  async function write(
    actorId: number,
    action: string,
    change: (tx: Executor) => Promise<number | null>,
    /** The item the write changes (none for a new one): its fields before go in the entry. */
    existingId: number | null = null,
  ): Promise<Detail<K>> {
    const result = await guardSlugRace(() =>
      db.transaction(async (tx) => {
        const before = existingId === null ? null : await detail(tx, existingId);
        const id = await change(tx);
        if (id === null) throw missing();
        const saved = (await detail(tx, id))!;
        await activity.record(tx, {
          userId: actorId,
          type: kind,
          action,
          description: `${label} "${saved.title}" ${action}`,
          subjectId: id,
          label: saved.title,
          before,
          after: saved,
        });
        return saved;
      }),
    );
    await publicData.invalidate({ catalogue: true });
    return result;
  }

  async function mustExist(id: number): Promise<AdminTripRows[K]> {
    const row = await findAdminTrip(db, kind, id);
    if (!row) throw missing();
    return row;
  }

  return {
    kind,
    messages,

    async list(query: AdminKindTypes[K]['query']): Promise<ListEnvelope<Item<K>>> {
      const { rows, total } = await listAdminTrips(db, kind, query);
      return list(
        rows.map((row) => toDto(kind, row)),
        pageMeta(query.page, query.per_page, total),
      );
    },

    /** Every item (up to EXPORT_MAX) with its itinerary, as the CSV file the bulk import reads back. */
    async exportCsv(): Promise<string> {
      const rows = await allAdminTrips(db, kind, EXPORT_MAX);
      const days = await itinerariesOf(
        db,
        kind,
        rows.map((row) => row.id),
      );
      return toCsv(
        kind,
        rows.map(
          (row) =>
            ({
              ...toDto(kind, row),
              itinerary: days.get(row.id) ?? [],
              translations: row.translations,
            }) as unknown as Record<string, unknown>,
        ),
      );
    },

    /**
     * Rows of an exported file: a row with a known id updates that item, one without an id creates
     * one. Each row is validated and saved on its own; a file that cannot be read imports nothing.
     */
    async importCsv(file: Buffer, actorId: number): Promise<AdminImportResult> {
      const records = readCsv(kind, file);
      if (!records) throw fieldError('file', ADMIN_MESSAGES.importUnreadable);
      if (records.length > IMPORT_LIMITS.maxRows) throw fieldError('file', ADMIN_MESSAGES.importTooManyRows);
      const schema = kind === 'tour' ? adminTourBody : adminTrekBody;
      const result: AdminImportResult = { created: 0, updated: 0, failed: 0, errors: [] };
      for (const [index, record] of records.entries()) {
        const row = index + 2;
        const fail = (message: string) => {
          result.failed += 1;
          result.errors.push({ row, message });
        };
        const { id, body } = rowToBody(record);
        if (id === -1) {
          fail(`id: ${MESSAGES.invalidValue}`);
          continue;
        }
        const parsed = schema.safeParse(body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          fail(issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
          continue;
        }
        try {
          if (id === null) {
            await this.create(parsed.data as Body<K>, actorId);
            result.created += 1;
          } else {
            await this.update(id, parsed.data as Body<K>, actorId);
            result.updated += 1;
          }
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          const [field, messages] = Object.entries(error.errors ?? {})[0] ?? [];
          fail(field && messages?.[0] ? `${field}: ${messages[0]}` : error.message);
        }
      }
      return result;
    },

    async get(id: number): Promise<Detail<K>> {
      const found = await detail(db, id);
      if (!found) throw missing();
      return found;
    },

    async create(body: Body<K>, actorId: number): Promise<Detail<K>> {
      const row = await values(body, undefined, actorId);
      return write(actorId, 'created', async (tx) => {
        const id = await insertTrip(tx, kind, row);
        await replaceItinerary(tx, kind, id, body.itinerary);
        return id;
      });
    },

    async update(id: number, body: Body<K>, actorId: number): Promise<Detail<K>> {
      const existing = await mustExist(id);
      const row = await values(body, id, actorId, existing.translations);
      return write(
        actorId,
        'updated',
        async (tx) => {
          if (!(await updateTrip(tx, kind, id, row))) return null;
          await replaceItinerary(tx, kind, id, body.itinerary);
          return id;
        },
        id,
      );
    },

    /** An inactive, unfeatured copy with " (copy)" after the title, its own slug and the same itinerary. */
    async duplicate(id: number, actorId: number): Promise<Detail<K>> {
      const source = await this.get(id);
      const copy = {
        ...source,
        title: `${source.title}${COPY_SUFFIX}`,
        slug: await copySlug(db, kind, source.slug),
        is_active: false,
        is_featured: false,
      } as unknown as Body<K>;
      const row = { ...(await values(copy)), image: source.image, images: source.images };
      return write(actorId, 'duplicated', async (tx) => {
        const copyId = await insertTrip(tx, kind, row);
        await replaceItinerary(tx, kind, copyId, source.itinerary);
        return copyId;
      });
    },

    async toggleFeature(id: number, actorId: number): Promise<Detail<K>> {
      const row = await mustExist(id);
      return write(
        actorId,
        row.is_featured ? 'unfeatured' : 'featured',
        async (tx) =>
          (await updateTrip(tx, kind, id, { isFeatured: !row.is_featured } as Partial<TripValues[K]>)) ? id : null,
        id,
      );
    },

    /** Refused while bookings point at it: deactivate instead. Its itinerary, reviews and departures go with it. */
    async remove(id: number, actorId: number): Promise<void> {
      const row = await mustExist(id);
      if ((await tripBookingCount(db, kind, id)) > 0) throw conflict(ADMIN_MESSAGES[messages.inUse]);
      try {
        await db.transaction(async (tx) => {
          const before = await detail(tx, id);
          if (!(await deleteTrip(tx, kind, id))) throw missing();
          await activity.record(tx, {
            userId: actorId,
            type: kind,
            action: 'deleted',
            description: `${label} "${row.title}" deleted`,
            subjectId: id,
            label: row.title,
            before,
          });
        });
      } catch (error) {
        // A booking made between the check and the delete.
        if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw conflict(ADMIN_MESSAGES[messages.inUse]);
        throw error;
      }
      await publicData.invalidate({ catalogue: true });
    },
  };
}

export type AdminCatalogueService<K extends ItemKind> = ReturnType<typeof createAdminCatalogueService<K>>;

/* The service casts its rows to the contract's types; the compiler still checks that they fit. */
type Dated<Row> = Omit<Row, 'created_at' | 'updated_at' | 'translations' | 'has_itinerary'> & {
  created_at: string;
  updated_at: string;
  translation_status: TranslationStatus;
};
type Fits<Row, Contract> = Row extends Contract ? true : false;
export type AdminRowsFitContracts = [
  Fits<Dated<AdminTripRows['tour']>, AdminTour>,
  Fits<Dated<AdminTripRows['trek']> & { altitude: string | null }, AdminTrek>,
] extends [true, true]
  ? true
  : never;
const adminRowsFitContracts: AdminRowsFitContracts = true;
void adminRowsFitContracts;
