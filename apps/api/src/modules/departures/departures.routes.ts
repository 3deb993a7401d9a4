import {
  adminDeparture,
  createDepartureBody,
  departureListQuery,
  publicDeparture,
  updateDepartureBody,
} from '@trails/contracts/bookings';
import { envelope, errorBody, idOrSlugParam, idParam, listEnvelope, messageEnvelope } from '@trails/contracts/common';
import { MESSAGES } from '@trails/contracts/messages';
import { readerLocale } from '../../lib/language.ts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { done, list, ok } from '../../lib/respond.ts';
import { MANIFEST_COPIES, manifestCsv, manifestPdf, type ManifestData } from './departures.manifest.ts';
import { z } from 'zod';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';

/** Public: a trip's upcoming open departures. Not cached: seats change with every booking. */
export function registerDepartureRoutes(app: App, { departures: service }: Pick<ModuleDeps, 'departures'>): void {
  for (const type of ['tour', 'trek'] as const) {
    app.get(
      `/api/${type}s/:id/departures`,
      {
        schema: {
          tags: ['departures'],
          summary: `Upcoming open departures of a ${type}, in date order (none: it runs on request)`,
          params: idOrSlugParam,
          response: { 200: listEnvelope(publicDeparture), 404: errorBody },
        },
      },
      async (request) => list(await service.listPublic(type, request.params.id)),
    );
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
  const errors = { 401: errorBody, 403: errorBody, 422: errorBody };
  const actor = (request: Parameters<typeof auth.session>[0]) => ({
    id: auth.session(request).user.id,
    ip: request.ip,
  });

  admin.get(
    '/departures',
    {
      schema: {
        tags: ['admin departures'],
        summary:
          'Every departure with its trip, seats and leader, in date order: by tour or trek, kind, month (YYYY-MM), status',
        security: bearer,
        querystring: departureListQuery,
        response: { 200: listEnvelope(adminDeparture), ...errors },
      },
    },
    async (request) => {
      const { items, meta } = await service.list(request.query);
      return list(items, meta);
    },
  );

  admin.post(
    '/departures',
    {
      schema: {
        tags: ['admin departures'],
        summary: 'Schedule a departure of a tour or a trek; its end date follows the duration',
        security: bearer,
        body: createDepartureBody,
        response: { 201: envelope(adminDeparture), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.create(request.body, actor(request)), MESSAGES.departureCreated)),
  );

  admin.put(
    '/departures/:id',
    {
      schema: {
        tags: ['admin departures'],
        summary:
          'Change dates, seats (never below those booked), price override (null clears), status, trek leader or note',
        security: bearer,
        params: idParam,
        body: updateDepartureBody,
        response: { 200: envelope(adminDeparture), 404: errorBody, ...errors },
      },
    },
    async (request) =>
      ok(await service.update(request.params.id, request.body, actor(request)), MESSAGES.departureUpdated),
  );

  admin.delete(
    '/departures/:id',
    {
      schema: {
        tags: ['admin departures'],
        summary: 'Delete a departure without active bookings (409 otherwise: close it instead)',
        security: bearer,
        params: idParam,
        response: { 200: messageEnvelope, 404: errorBody, 409: errorBody, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.params.id, actor(request));
      return done(MESSAGES.departureDeleted);
    },
  );

  /** `copy=leader` leaves the medical notes out (the copy handed to a trek leader); staff by default. */
  const manifestQuery = z.object({
    copy: z.enum(MANIFEST_COPIES, { error: MESSAGES.invalidValue }).default('staff'),
  });
  const manifestFile = (data: ManifestData, extension: 'pdf' | 'csv') =>
    `manifest-${data.copy === 'leader' ? 'leader-' : ''}${data.startDate}-${
      data.trip.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'departure'
    }.${extension}`;

  admin.get(
    '/departures/:id/manifest.pdf',
    {
      schema: {
        tags: ['admin departures'],
        produces: ['application/pdf'],
        summary:
          'The departure manifest as an A4 PDF: the departure, every pending and confirmed booking, then every traveller (medical notes on the staff copy only)',
        security: bearer,
        params: idParam,
        querystring: manifestQuery,
      },
    },
    async (request, reply) => {
      const data = await service.manifest(request.params.id, new Date(), request.query.copy);
      const pdf = await manifestPdf(data, readerLocale(request, auth.session(request).user.locale));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${manifestFile(data, 'pdf')}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  admin.get(
    '/departures/:id/manifest.csv',
    {
      schema: {
        tags: ['admin departures'],
        produces: ['text/csv'],
        summary: 'The departure manifest as a CSV download (UTF-8 with BOM): bookings, then one row per traveller',
        security: bearer,
        params: idParam,
        querystring: manifestQuery,
      },
    },
    async (request, reply) => {
      const data = await service.manifest(request.params.id, new Date(), request.query.copy);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${manifestFile(data, 'csv')}"`)
        .header('cache-control', 'no-store')
        .send(manifestCsv(data));
    },
  );
}
