import {
  ADMIN_MESSAGES,
  MESSAGES,
  slugify,
  type AdminDestination,
  type AdminDestinationBody,
  type AdminDestinationsQuery,
  type ListEnvelope,
} from '@trails/contracts';
import type { Database } from '../../db/client.ts';
import { FOREIGN_KEY_VIOLATION, conflict, fieldError, guardSlugRace, notFound, sqlState } from '../../lib/errors.ts';
import { list, pageMeta } from '../../lib/respond.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
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
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

/** Staff management of destinations: every destination, active or not. */
export function createAdminDestinationsService(
  db: Database,
  { publicData, media }: { publicData: PublicDataInvalidator; media: Pick<MediaService, 'resolveImageValue'> },
) {
  /** The row to store: slug from the given slug or else the name, unique among the others. */
  async function values(body: AdminDestinationBody, exceptId?: number): Promise<DestinationValues> {
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
        ? await media.resolveImageValue(body.image, { folder: 'destinations', field: 'image', uploadedBy: null })
        : null,
      country: body.country ?? DEFAULT_COUNTRY,
      state: body.state,
      city: body.city,
      bestTimeToVisit: body.best_time_to_visit,
      latitude: body.latitude,
      longitude: body.longitude,
      isFeatured: body.is_featured,
      isActive: body.is_active,
      metaTitle: body.meta_title,
      metaDescription: body.meta_description,
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

    async create(body: AdminDestinationBody): Promise<AdminDestination> {
      const row = await values(body);
      const created = await guardSlugRace(() => insertDestination(db, row));
      await publicData.invalidate();
      return toDto(created);
    },

    async update(id: number, body: AdminDestinationBody): Promise<AdminDestination> {
      if (!(await findDestinationById(db, id))) throw notFound(MESSAGES.destinationNotFound);
      const row = await values(body, id);
      const updated = await guardSlugRace(() => updateDestination(db, id, row));
      if (!updated) throw notFound(MESSAGES.destinationNotFound);
      await publicData.invalidate();
      return toDto(updated);
    },

    /** Refused while tours or treks (and so their bookings) point at it: deactivate instead. */
    async remove(id: number): Promise<void> {
      if (!(await findDestinationById(db, id))) throw notFound(MESSAGES.destinationNotFound);
      if ((await destinationDependants(db, id)) > 0) throw conflict(ADMIN_MESSAGES.destinationInUse);
      try {
        if (!(await deleteDestination(db, id))) throw notFound(MESSAGES.destinationNotFound);
      } catch (error) {
        // A tour added between the check and the delete.
        if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw conflict(ADMIN_MESSAGES.destinationInUse);
        throw error;
      }
      await publicData.invalidate();
    },
  };
}
