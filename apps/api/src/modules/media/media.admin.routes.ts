import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { adminMediaApi as api, adminMediaUploadFields } from '@trails/contracts/admin-media';
import { MEDIA_ADMIN_MESSAGES } from '@trails/contracts/admin-media-messages';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@trails/contracts/media-constants';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { fieldError } from '../../lib/errors.ts';
import { multipartFailure } from '../../lib/multipart.ts';
import { list, ok } from '../../lib/respond.ts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { bearerSecurity as security, withMultipartBody } from '../../lib/openapi.ts';

const tags = ['admin media'];
const guarded = [401, 403, 422] as const;

/** The upload form: one image (`file`) and a folder name. */
const UPLOAD_LIMITS = { fileSize: MEDIA_LIMITS.imageMaxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024 };

/** The image and folder of an upload; a malformed body is a 400, a too-large image a 413. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; folder: string }> {
  if (!request.isMultipart()) throw fieldError('file', MEDIA_ADMIN_MESSAGES.mediaFileRequired);
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file' && content.length > 0) bytes = content;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartFailure(error, 'file', MEDIA_MESSAGES.imageTooLarge);
  }
  const parsed = adminMediaUploadFields.safeParse(fields);
  if (!parsed.success) throw fieldError('folder', MEDIA_ADMIN_MESSAGES.mediaFolderInvalid);
  if (!bytes) throw fieldError('file', MEDIA_ADMIN_MESSAGES.mediaFileRequired);
  return { bytes, folder: parsed.data.folder };
}

/**
 * The media library under the guarded /api/admin scope (staff and admins): upload, browse by
 * folder, check where an image is shown, delete.
 */
export function registerAdminMediaRoutes(admin: App, { auth, media }: Pick<ModuleDeps, 'auth' | 'media'>): void {
  const actor = (request: Parameters<typeof auth.session>[0]) => auth.session(request).user.id;

  // Multipart only here: the upload form.
  void admin.register(async (scope: App) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS });
    scope.route({
      ...endpointRoute(scope, api.upload),
      bodyLimit: MEDIA_LIMITS.imageMaxBytes + 64 * 1024,
      config: {
        swaggerTransform: withMultipartBody({
          file: { description: 'The image: JPEG, PNG, WebP, AVIF or GIF, at most 5 MB', file: true, required: true },
          folder: { description: 'The library folder (default general)' },
        }),
      },
      schema: endpointSchema(api.upload, {
        tags,
        security,
        summary:
          'Upload an image (multipart: file, folder — default general). Checked by its bytes (JPEG, PNG, WebP, AVIF or GIF; never SVG), at most 5 MB; stored as WebP at 480, 960 and 1600 px wide',
        consumes: ['multipart/form-data'],
        errors: [400, 413, ...guarded],
      }),
      handler: async (request, reply) => {
        const { bytes, folder } = await readUpload(request);
        const item = await media.upload(bytes, { folder, uploadedBy: actor(request) });
        return reply.status(201).send(ok(item, MEDIA_ADMIN_MESSAGES.mediaUploaded));
      },
    });
  });

  admin.route({
    ...endpointRoute(admin, api.list),
    schema: endpointSchema(api.list, {
      tags,
      security,
      summary: 'The media library, newest first, paginated, optionally one folder',
      errors: guarded,
    }),
    handler: async (request) => media.list(request.query),
  });

  // A static segment: the router prefers it to `:id`.
  admin.route({
    ...endpointRoute(admin, api.folders),
    schema: endpointSchema(api.folders, {
      tags,
      security,
      summary: 'The library’s folders with their image counts, by name',
      errors: guarded,
    }),
    handler: async () => list(await media.folders()),
  });

  admin.route({
    ...endpointRoute(admin, api.usage),
    schema: endpointSchema(api.usage, {
      tags,
      security,
      summary: 'The tours, treks, destinations and blog posts that show the image (any of its widths)',
      errors: [404, ...guarded],
    }),
    handler: async (request) => ok(await media.usage(request.params.id)),
  });

  admin.route({
    ...endpointRoute(admin, api.remove),
    schema: endpointSchema(api.remove, {
      tags,
      security,
      summary:
        'Delete an image and every stored width; the answer says whether pages still referenced it (they keep a dead address until edited)',
      errors: [404, ...guarded],
    }),
    handler: async (request) => {
      const usage = await media.remove(request.params.id, actor(request));
      return ok(usage, usage.in_use ? MEDIA_ADMIN_MESSAGES.mediaDeletedInUse : MEDIA_ADMIN_MESSAGES.mediaDeleted);
    },
  });
}
