import { IMPORT_LIMITS, adminToursApi, adminTreksApi, type AdminTripApi } from '@trails/contracts/admin-catalogue';
import { ADMIN_IMAGE_LIMITS } from '@trails/contracts/admin-image';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { MESSAGES } from '@trails/contracts/messages';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { fieldError } from '../../lib/errors.ts';
import { multipartFailure } from '../../lib/multipart.ts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { done, ok } from '../../lib/respond.ts';
import { CATALOGUE_KINDS, type ItemKind } from './catalogue.kinds.ts';
import type { AdminCatalogueService } from './catalogue.admin.service.ts';
import { bearerSecurity as security, withMultipartBody } from '../../lib/openapi.ts';

const guarded = [401, 403, 422] as const;

/** Each kind's endpoints in the map: /api/admin/tours... and /api/admin/treks... */
const ENDPOINTS: Record<ItemKind, AdminTripApi> = { tour: adminToursApi, trek: adminTreksApi };

/** Staff CRUD of tours and treks, `/tours...` and `/treks...` under the guarded /api/admin scope. */
export function registerAdminCatalogueRoutes(
  admin: App,
  deps: Pick<ModuleDeps, 'adminTours' | 'adminTreks' | 'auth'>,
): void {
  registerKind(admin, 'tour', deps.adminTours, deps.auth);
  registerKind(admin, 'trek', deps.adminTreks, deps.auth);
}

function registerKind<K extends ItemKind>(
  admin: App,
  kind: K,
  service: AdminCatalogueService<K>,
  auth: ModuleDeps['auth'],
): void {
  const { plural } = CATALOGUE_KINDS[kind];
  const tags = [`admin ${plural}`];
  const api = ENDPOINTS[kind];
  const messages = service.messages;
  const actor = (request: FastifyRequest) => auth.session(request).user.id;
  type Query = Parameters<typeof service.list>[0];
  type Body = Parameters<typeof service.create>[0];

  admin.route({
    ...endpointRoute(admin, api.list),
    schema: endpointSchema(api.list, {
      tags,
      security,
      summary: `Every ${kind}, searched, filtered (active, featured, destination, ${kind === 'tour' ? 'category' : 'difficulty'}), sorted (default newest first) and paginated`,
      errors: guarded,
    }),
    handler: async (request) => service.list(request.query as Query),
  });

  // Multipart only here: the upload of a bulk import.
  void admin.register(async (scope: App) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1, fields: 0, parts: 1 } });
    scope.route({
      ...endpointRoute(scope, api['bulk-import']),
      config: {
        swaggerTransform: withMultipartBody({
          file: { description: `A CSV file of ${plural} in the export's columns`, file: true, required: true },
        }),
      },
      schema: endpointSchema(api['bulk-import'], {
        tags,
        security,
        summary: `Create and update ${plural} from a CSV file in the export's format (multipart field "file"); rows validated one by one`,
        consumes: ['multipart/form-data'],
        errors: [413, ...guarded],
      }),
      handler: async (request) => {
        let content: Buffer | undefined;
        try {
          const file = request.isMultipart() ? await request.file() : undefined;
          content = await file?.toBuffer();
        } catch (error) {
          throw multipartFailure(error, 'file', MESSAGES.tooLarge);
        }
        if (!content) throw fieldError('file', ADMIN_MESSAGES.importFileRequired);
        return ok(await service.importCsv(content, actor(request)), ADMIN_MESSAGES.importFinished);
      },
    });
  });

  // A static segment: the router prefers it to `:id`.
  admin.route({
    ...endpointRoute(admin, api.export),
    schema: endpointSchema(api.export, {
      tags,
      security,
      summary: `Every ${kind} as a CSV file (UTF-8 with BOM; the bulk import reads the same columns)`,
    }),
    handler: async (_request, reply) => {
      const csv = await service.exportCsv();
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${plural}-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });

  admin.route({
    ...endpointRoute(admin, api.get),
    schema: endpointSchema(api.get, {
      tags,
      security,
      summary: `One ${kind}, active or not, with its itinerary`,
      errors: [404, ...guarded],
    }),
    handler: async (request) => ok(await service.get(request.params.id)),
  });

  admin.route({
    ...endpointRoute(admin, api.create),
    // The form may carry an image as a data URL.
    bodyLimit: ADMIN_IMAGE_LIMITS.formBodyMax,
    schema: endpointSchema(api.create, {
      tags,
      security,
      summary: `Create a ${kind} with its itinerary; a blank slug is made from the title`,
      errors: guarded,
    }),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(ok(await service.create(request.body as Body, actor(request)), ADMIN_MESSAGES[messages.created])),
  });

  admin.route({
    ...endpointRoute(admin, api.update),
    // The form may carry an image as a data URL.
    bodyLimit: ADMIN_IMAGE_LIMITS.formBodyMax,
    schema: endpointSchema(api.update, {
      tags,
      security,
      summary: `Replace a ${kind}’s fields and itinerary`,
      errors: [404, ...guarded],
    }),
    handler: async (request) =>
      ok(
        await service.update(request.params.id, request.body as Body, actor(request)),
        ADMIN_MESSAGES[messages.updated],
      ),
  });

  admin.route({
    ...endpointRoute(admin, api.remove),
    schema: endpointSchema(api.remove, {
      tags,
      security,
      summary: `Delete a ${kind} no booking refers to (409 otherwise: deactivate it instead)`,
      errors: [404, 409, ...guarded],
    }),
    handler: async (request) => {
      await service.remove(request.params.id, actor(request));
      return done(ADMIN_MESSAGES[messages.deleted]);
    },
  });

  admin.route({
    ...endpointRoute(admin, api.duplicate),
    schema: endpointSchema(api.duplicate, {
      tags,
      security,
      summary: `An inactive copy of a ${kind}: title + " (copy)", its own slug, the same itinerary`,
      errors: [404, ...guarded],
    }),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(ok(await service.duplicate(request.params.id, actor(request)), ADMIN_MESSAGES[messages.duplicated])),
  });

  admin.route({
    ...endpointRoute(admin, api['toggle-feature']),
    schema: endpointSchema(api['toggle-feature'], {
      tags,
      security,
      summary: `Feature or unfeature a ${kind}`,
      errors: [404, ...guarded],
    }),
    handler: async (request) =>
      ok(await service.toggleFeature(request.params.id, actor(request)), ADMIN_MESSAGES[messages.featureUpdated]),
  });
}
