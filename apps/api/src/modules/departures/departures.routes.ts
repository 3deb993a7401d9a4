import { adminDeparturesApi } from '@trails/contracts/admin-departures';
import { departuresApi } from '@trails/contracts/bookings';
import { MESSAGES } from '@trails/contracts/messages';
import { readerLocale } from '../../lib/language.ts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { done, list, ok } from '../../lib/respond.ts';
import { manifestCsv, manifestPdf, type ManifestData } from './departures.manifest.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';

/** Public: a trip's upcoming open departures. Not cached: seats change with every booking. */
export function registerDepartureRoutes(app: App, { departures: service }: Pick<ModuleDeps, 'departures'>): void {
  for (const type of ['tour', 'trek'] as const) {
    app.route({
      ...endpointRoute(app, departuresApi[type]),
      schema: endpointSchema(departuresApi[type], {
        tags: ['departures'],
        summary: `Upcoming open departures of a ${type}, in date order (none: it runs on request)`,
        errors: [404],
      }),
      handler: async (request) => list(await service.listPublic(type, request.params.id)),
    });
  }
}

/**
 * Back office, registered inside the guarded `/api/admin` scope: paths are relative to it and the
 * scope's onRequest hook has already checked the staff token.
 */
export function registerAdminDepartureRoutes(
  admin: App,
  { departures: service, auth }: Pick<ModuleDeps, 'departures' | 'auth'>,
): void {
  const errors = [401, 403, 422] as const;
  const actor = (request: Parameters<typeof auth.session>[0]) => ({
    id: auth.session(request).user.id,
    ip: request.ip,
  });

  admin.route({
    ...endpointRoute(admin, adminDeparturesApi.list),
    schema: endpointSchema(adminDeparturesApi.list, {
      tags: ['admin departures'],
      summary:
        'Every departure with its trip, seats and leader, in date order: by tour or trek, kind, month (YYYY-MM), status',
      security: bearer,
      errors,
    }),
    handler: async (request) => {
      const { items, meta } = await service.list(request.query);
      return list(items, meta);
    },
  });

  admin.route({
    ...endpointRoute(admin, adminDeparturesApi.create),
    schema: endpointSchema(adminDeparturesApi.create, {
      tags: ['admin departures'],
      summary: 'Schedule a departure of a tour or a trek; its end date follows the duration',
      security: bearer,
      errors,
    }),
    handler: async (request, reply) =>
      reply.status(201).send(ok(await service.create(request.body, actor(request)), MESSAGES.departureCreated)),
  });

  admin.route({
    ...endpointRoute(admin, adminDeparturesApi.update),
    schema: endpointSchema(adminDeparturesApi.update, {
      tags: ['admin departures'],
      summary:
        'Change dates, seats (never below those booked), price override (null clears), status, trek leader or note',
      security: bearer,
      errors: [404, ...errors],
    }),
    handler: async (request) =>
      ok(await service.update(request.params.id, request.body, actor(request)), MESSAGES.departureUpdated),
  });

  admin.route({
    ...endpointRoute(admin, adminDeparturesApi.remove),
    schema: endpointSchema(adminDeparturesApi.remove, {
      tags: ['admin departures'],
      summary: 'Delete a departure without active bookings (409 otherwise: close it instead)',
      security: bearer,
      errors: [404, 409, ...errors],
    }),
    handler: async (request) => {
      await service.remove(request.params.id, actor(request));
      return done(MESSAGES.departureDeleted);
    },
  });

  const manifestFile = (data: ManifestData, extension: 'pdf' | 'csv') =>
    `manifest-${data.copy === 'leader' ? 'leader-' : ''}${data.startDate}-${
      data.trip.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'departure'
    }.${extension}`;

  admin.route({
    ...endpointRoute(admin, adminDeparturesApi['manifest.pdf']),
    schema: endpointSchema(adminDeparturesApi['manifest.pdf'], {
      tags: ['admin departures'],
      summary:
        'The departure manifest as an A4 PDF: the departure, every pending and confirmed booking, then every traveller (medical notes on the staff copy only)',
      security: bearer,
    }),
    handler: async (request, reply) => {
      const data = await service.manifest(request.params.id, new Date(), request.query.copy);
      const pdf = await manifestPdf(data, readerLocale(request, auth.session(request).user.locale));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${manifestFile(data, 'pdf')}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });

  admin.route({
    ...endpointRoute(admin, adminDeparturesApi['manifest.csv']),
    schema: endpointSchema(adminDeparturesApi['manifest.csv'], {
      tags: ['admin departures'],
      summary: 'The departure manifest as a CSV download (UTF-8 with BOM): bookings, then one row per traveller',
      security: bearer,
    }),
    handler: async (request, reply) => {
      const data = await service.manifest(request.params.id, new Date(), request.query.copy);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${manifestFile(data, 'csv')}"`)
        .header('cache-control', 'no-store')
        .send(manifestCsv(data));
    },
  });
}
