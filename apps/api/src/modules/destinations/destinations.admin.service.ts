import type {
  AdminDestination,
  AdminDestinationBody,
  AdminDestinationsQuery,
} from '@trails/contracts/admin-destinations';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import type { ListEnvelope } from '@trails/contracts/common';
import { MESSAGES } from '@trails/contracts/messages';
import { slugify } from '@trails/contracts/slug';
import type { Database, Executor } from '../../db/client.ts';
import { FOREIGN_KEY_VIOLATION, conflict, fieldError, guardSlugRace, notFound, sqlState } from '../../lib/errors.ts';
import { list, pageMeta } from '../../lib/respond.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import type { ContentTranslations } from '../../db/schema/columns.ts';
import { adminTranslations, mergeTranslations } from '../../lib/translations.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import type { MediaService } from '../media/media.service.ts';
import {
  deleteDestination,
  destinationDependants,
  findDestinationById,
  insertDestination,
  listAdminDestinations,
  slugInUse,
  updateDestination,
  type AdminDestinationRow,
  type DestinationValues,
} from './destinations.admin.repo.ts';

const DEFAULT_COUNTRY = 'India';

function toDto(row: AdminDestinationRow): AdminDestination {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    ...adminTranslations('destination', row, row.translations),
  };
}

/** Staff management of destinations: every destination, active or not; every write is logged. */
export function createAdminDestinationsService(
  db: Database,
  {
    publicData,
    activity,
    media,
  }: {
    publicData: PublicDataInvalidator;
    activity: ActivityService;
    media: Pick<MediaService, 'resolveImageValue'>;
  },
) {
  const log = (
    tx: Executor,
    actorId: number,
    action: string,
    row: AdminDestinationRow,
    before: AdminDestinationRow | null,
    after: AdminDestinationRow | null,
  ) =>
    activity.record(tx, {
      userId: actorId,
      type: 'destination',
      action,
      description: `Destination ${row.name} ${action}`,
      subjectId: row.id,
      label: row.name,
      before,
      after,
    });

  /** The gallery to store, in its order: an image sent as a data URL becomes the staff member's upload. */
  async function gallery(images: string[], actorId: number): Promise<string[]> {
    const stored: string[] = [];
    for (const [index, value] of images.entries())
      stored.push(
        await media.resolveImageValue(value, { folder: 'destinations', field: `images.${index}`, uploadedBy: actorId }),
      );
    return [...new Set(stored)];
  }

  /**
   * The row to store: slug from the given slug or else the name, unique among the others; an image
   * sent as a data URL goes to the media library as the staff member's upload.
   */
  async function values(
    body: AdminDestinationBody,
    exceptId: number | undefined,
    actorId: number,
    storedTranslations: ContentTranslations = {},
  ): Promise<DestinationValues> {
    const slug = slugify(body.slug ?? body.name);
    if (!slug) throw fieldError('slug', ADMIN_MESSAGES.slugInvalid);
    if (await slugInUse(db, slug, exceptId)) throw fieldError('slug', ADMIN_MESSAGES.slugTaken);
    return {
      name: body.name,
      slug,
      tagline: body.tagline,
      shortDescription: body.short_description,
      description: body.description,
      // After the checks above: an image sent as a data URL is stored only for a form that can be saved.
      image: body.image
        ? await media.resolveImageValue(body.image, { folder: 'destinations', field: 'image', uploadedBy: actorId })
        : null,
      ...(body.images === undefined ? {} : { images: await gallery(body.images, actorId) }),
      country: body.country ?? DEFAULT_COUNTRY,
      state: body.state,
      city: body.city,
      bestTimeToVisit: body.best_time_to_visit,
      // Left out of the body, the stored list stays (an update leaves undefined columns alone).
      activities: body.activities,
      latitude: body.latitude,
      longitude: body.longitude,
      isFeatured: body.is_featured,
      isActive: body.is_active,
      metaTitle: body.meta_title,
      metaDescription: body.meta_description,
      translations: mergeTranslations(storedTranslations, body.translations),
    };
  }

  return {
    async list(query: AdminDestinationsQuery): Promise<ListEnvelope<AdminDestination>> {
      const { page, per_page: perPage } = query;
      const { rows, total } = await listAdminDestinations(db, query, query.sort, query.direction, page, perPage);
      return list(rows.map(toDto), pageMeta(page, perPage, total));
    },

    async get(id: number): Promise<AdminDestination> {
      const row = await findDestinationById(db, id);
      if (!row) throw notFound(MESSAGES.destinationNotFound);
      return toDto(row);
    },

    async create(body: AdminDestinationBody, actorId: number): Promise<AdminDestination> {
      const row = await values(body, undefined, actorId);
      const created = await guardSlugRace(() =>
        db.transaction(async (tx) => {
          const inserted = await insertDestination(tx, row);
          await log(tx, actorId, 'created', inserted, null, inserted);
          return inserted;
        }),
      );
      await publicData.invalidate({ catalogue: true });
      return toDto(created);
    },

    async update(id: number, body: AdminDestinationBody, actorId: number): Promise<AdminDestination> {
      const existing = await findDestinationById(db, id);
      if (!existing) throw notFound(MESSAGES.destinationNotFound);
      const row = await values(body, id, actorId, existing.translations);
      const updated = await guardSlugRace(() =>
        db.transaction(async (tx) => {
          const before = await findDestinationById(tx, id);
          const after = before && (await updateDestination(tx, id, row));
          if (!before || !after) throw notFound(MESSAGES.destinationNotFound);
          await log(tx, actorId, 'updated', after, before, after);
          return after;
        }),
      );
      await publicData.invalidate({ catalogue: true });
      return toDto(updated);
    },

    /** Refused while tours or treks (and so their bookings) point at it: deactivate instead. */
    async remove(id: number, actorId: number): Promise<void> {
      if (!(await findDestinationById(db, id))) throw notFound(MESSAGES.destinationNotFound);
      if ((await destinationDependants(db, id)) > 0) throw conflict(ADMIN_MESSAGES.destinationInUse);
      try {
        await db.transaction(async (tx) => {
          const before = await findDestinationById(tx, id);
          if (!before || !(await deleteDestination(tx, id))) throw notFound(MESSAGES.destinationNotFound);
          await log(tx, actorId, 'deleted', before, before, null);
        });
      } catch (error) {
        // A tour added between the check and the delete.
        if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw conflict(ADMIN_MESSAGES.destinationInUse);
        throw error;
      }
      await publicData.invalidate({ catalogue: true });
    },
  };
}
