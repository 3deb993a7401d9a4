import { z } from 'zod';
import { envelope, idParam, listEnvelope, paginationQuery } from './common.ts';
import { endpoint } from './endpoint.ts';
import { MESSAGES } from './messages.ts';
import { MEDIA_ADMIN_MESSAGES } from './admin-media-messages.ts';

export const MEDIA_FOLDER_DEFAULT = 'general';

/** A library folder: a short lowercase name that is also a path segment of the stored files. */
export const mediaFolder = z
  .string({ error: MEDIA_ADMIN_MESSAGES.mediaFolderInvalid })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, { error: MEDIA_ADMIN_MESSAGES.mediaFolderInvalid });

/** GET /api/admin/media: one page of the library, newest first, optionally one folder. */
export const adminMediaQuery = paginationQuery.extend({
  folder: z.union([z.literal('').transform(() => undefined), mediaFolder]).optional(),
});
export type AdminMediaQuery = z.infer<typeof adminMediaQuery>;

export const adminMediaItem = z.object({
  id: z.number().int(),
  url: z.string(),
  filename: z.string(),
  folder: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Every stored width, smallest first (the largest is `url`). */
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
  created_at: z.string(),
});
export type AdminMediaItem = z.infer<typeof adminMediaItem>;

export const adminMediaFolder = z.object({ name: z.string(), count: z.number().int() });
export type AdminMediaFolder = z.infer<typeof adminMediaFolder>;

export const MEDIA_REFERENCE_TYPES = ['tour', 'trek', 'destination', 'blog'] as const;
export type MediaReferenceType = (typeof MEDIA_REFERENCE_TYPES)[number];

/** Where an image is shown: the tours, treks, destinations and blog posts that reference it. */
export const adminMediaUsage = z.object({
  in_use: z.boolean(),
  references: z.array(z.object({ type: z.enum(MEDIA_REFERENCE_TYPES), id: z.number().int(), title: z.string() })),
});
export type AdminMediaUsage = z.infer<typeof adminMediaUsage>;

/** The upload form's folder field (multipart), checked like the list filter. */
export const adminMediaUploadFields = z.object({
  folder: z
    .string({ error: MESSAGES.invalidValue })
    .optional()
    .transform((value) => (value?.trim() ? value : MEDIA_FOLDER_DEFAULT))
    .pipe(mediaFolder),
});

/**
 * The media library (staff and admins): upload (multipart: `file` and `folder`, read by the route
 * itself), browse by folder, where an image is shown, delete.
 */
export const adminMediaApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/media',
    query: adminMediaQuery,
    response: listEnvelope(adminMediaItem),
  }),
  folders: endpoint({ method: 'GET', path: '/api/admin/media/folders', response: listEnvelope(adminMediaFolder) }),
  usage: endpoint({
    method: 'GET',
    path: '/api/admin/media/:id/usage',
    params: idParam,
    response: envelope(adminMediaUsage),
  }),
  upload: endpoint({
    method: 'POST',
    path: '/api/admin/media/upload',
    status: 201,
    response: envelope(adminMediaItem),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/media/:id',
    params: idParam,
    response: envelope(adminMediaUsage),
  }),
};
