import { adminCustomPackagesApi as api } from '@trails/contracts/admin-custom-packages';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { readerLocale } from '../../lib/language.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { done, ok } from '../../lib/respond.ts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin custom packages'];
const guarded = [401, 403, 422] as const;
const one = [404, ...guarded] as const;

/** Staff handling of custom trip requests. Paths are relative to the guarded /api/admin scope. */
export function registerAdminCustomPackageRoutes(
  admin: App,
  { adminCustomPackages: service, auth }: Pick<ModuleDeps, 'adminCustomPackages' | 'auth'>,
): void {
  const actor = (request: Parameters<typeof auth.session>[0]) => auth.session(request).user.id;

  admin.route({
    ...endpointRoute(admin, api.list),
    schema: endpointSchema(api.list, {
      tags,
      security,
      summary: 'Every custom trip request, newest first; filtered by status, searched by name, email or destination',
      errors: guarded,
    }),
    handler: async (request) => service.list(request.query),
  });

  admin.route({
    ...endpointRoute(admin, api.summary),
    schema: endpointSchema(api.summary, {
      tags,
      security,
      summary: 'How many requests there are in all and how many are requested, quoted and confirmed',
      errors: guarded,
    }),
    handler: async () => ok(await service.counts()),
  });

  admin.route({
    ...endpointRoute(admin, api.get),
    schema: endpointSchema(api.get, {
      tags,
      security,
      summary: 'One custom trip request with its quote and booking',
      errors: one,
    }),
    handler: async (request) => ok(await service.get(request.params.id)),
  });

  admin.route({
    ...endpointRoute(admin, api.status),
    schema: endpointSchema(api.status, {
      tags,
      security,
      summary: 'Set the status (requested, quoted, confirmed or cancelled)',
      errors: one,
    }),
    handler: async (request) =>
      ok(
        await service.setStatus(request.params.id, request.body.status, actor(request)),
        ADMIN_MESSAGES.packageUpdated,
      ),
  });

  admin.route({
    ...endpointRoute(admin, api.assign),
    schema: endpointSchema(api.assign, {
      tags,
      security,
      summary: 'Assign a sales rep (free text; blank unassigns)',
      errors: one,
    }),
    handler: async (request) =>
      ok(
        await service.assign(request.params.id, request.body.assigned_to, actor(request)),
        ADMIN_MESSAGES.packageAssigned,
      ),
  });

  admin.route({
    ...endpointRoute(admin, api.notes),
    schema: endpointSchema(api.notes, {
      tags,
      security,
      summary: 'Replace the internal notes (never shown to the traveller)',
      errors: one,
    }),
    handler: async (request) =>
      ok(await service.setNotes(request.params.id, request.body.notes, actor(request)), ADMIN_MESSAGES.notesAdded),
  });

  admin.route({
    ...endpointRoute(admin, api.quote),
    schema: endpointSchema(api.quote, {
      tags,
      security,
      summary: 'Write the quote and email it to the traveller; the request becomes quoted',
      errors: [409, ...one],
    }),
    handler: async (request) =>
      ok(await service.sendQuote(request.params.id, request.body, actor(request)), ADMIN_MESSAGES.quoteSent),
  });

  admin.route({
    ...endpointRoute(admin, api.convert),
    schema: endpointSchema(api.convert, {
      tags,
      security,
      summary: 'Create the traveller’s booking at the quoted price (confirmed requests only, once)',
      errors: [409, ...one],
    }),
    handler: async (request) =>
      ok(await service.convert(request.params.id, actor(request)), ADMIN_MESSAGES.packageConverted),
  });

  admin.route({
    ...endpointRoute(admin, api.remove),
    schema: endpointSchema(api.remove, {
      tags,
      security,
      summary: 'Delete a request; one turned into a booking answers 409 (the booking keeps it as its record)',
      errors: [409, ...one],
    }),
    handler: async (request) => {
      await service.remove(request.params.id, actor(request));
      return done(ADMIN_MESSAGES.packageDeleted);
    },
  });

  admin.route({
    ...endpointRoute(admin, api['quote.pdf']),
    schema: endpointSchema(api['quote.pdf'], {
      tags,
      security,
      summary: 'The request’s quote as a PDF download, as the traveller receives it (409 before a quote is sent)',
    }),
    handler: async (request, reply) => {
      const language = readerLocale(request, auth.session(request).user.locale);
      const { filename, content } = await service.quotePdf(request.params.id, language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  });
}
