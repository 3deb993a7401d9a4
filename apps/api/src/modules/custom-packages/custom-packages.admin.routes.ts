import {
  adminCustomPackage,
  adminCustomPackageCounts,
  adminCustomPackagesQuery,
  customPackageAssignBody,
  customPackageNotesBody,
  customPackageQuoteBody,
  customPackageStatusBody,
} from '@trails/contracts/admin-custom-packages';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { envelope, errorBody, idParam, listEnvelope, messageEnvelope } from '@trails/contracts/common';
import { readerLocale } from '../../lib/language.ts';
import { done, ok } from '../../lib/respond.ts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin custom packages'];
const guarded = { 401: errorBody, 403: errorBody, 422: errorBody };
const one = { 200: envelope(adminCustomPackage), 404: errorBody, ...guarded };

/** Staff handling of custom trip requests. Paths are relative to the guarded /api/admin scope. */
export function registerAdminCustomPackageRoutes(
  admin: App,
  { adminCustomPackages: service, auth }: Pick<ModuleDeps, 'adminCustomPackages' | 'auth'>,
): void {
  const actor = (request: Parameters<typeof auth.session>[0]) => auth.session(request).user.id;

  admin.get(
    '/custom-packages',
    {
      schema: {
        tags,
        security,
        summary: 'Every custom trip request, newest first; filtered by status, searched by name, email or destination',
        querystring: adminCustomPackagesQuery,
        response: { 200: listEnvelope(adminCustomPackage), ...guarded },
      },
    },
    async (request) => service.list(request.query),
  );

  admin.get(
    '/custom-packages/summary',
    {
      schema: {
        tags,
        security,
        summary: 'How many requests there are in all and how many are requested, quoted and confirmed',
        response: { 200: envelope(adminCustomPackageCounts), ...guarded },
      },
    },
    async () => ok(await service.counts()),
  );

  admin.get(
    '/custom-packages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One custom trip request with its quote and booking',
        params: idParam,
        response: one,
      },
    },
    async (request) => ok(await service.get(request.params.id)),
  );

  admin.put(
    '/custom-packages/:id/status',
    {
      schema: {
        tags,
        security,
        summary: 'Set the status (requested, quoted, confirmed or cancelled)',
        params: idParam,
        body: customPackageStatusBody,
        response: one,
      },
    },
    async (request) =>
      ok(
        await service.setStatus(request.params.id, request.body.status, actor(request)),
        ADMIN_MESSAGES.packageUpdated,
      ),
  );

  admin.post(
    '/custom-packages/:id/assign',
    {
      schema: {
        tags,
        security,
        summary: 'Assign a sales rep (free text; blank unassigns)',
        params: idParam,
        body: customPackageAssignBody,
        response: one,
      },
    },
    async (request) =>
      ok(
        await service.assign(request.params.id, request.body.assigned_to, actor(request)),
        ADMIN_MESSAGES.packageAssigned,
      ),
  );

  admin.post(
    '/custom-packages/:id/notes',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the internal notes (never shown to the traveller)',
        params: idParam,
        body: customPackageNotesBody,
        response: one,
      },
    },
    async (request) =>
      ok(await service.setNotes(request.params.id, request.body.notes, actor(request)), ADMIN_MESSAGES.notesAdded),
  );

  admin.post(
    '/custom-packages/:id/quote',
    {
      schema: {
        tags,
        security,
        summary: 'Write the quote and email it to the traveller; the request becomes quoted',
        params: idParam,
        body: customPackageQuoteBody,
        response: { ...one, 409: errorBody },
      },
    },
    async (request) =>
      ok(await service.sendQuote(request.params.id, request.body, actor(request)), ADMIN_MESSAGES.quoteSent),
  );

  admin.post(
    '/custom-packages/:id/convert',
    {
      schema: {
        tags,
        security,
        summary: 'Create the traveller’s booking at the quoted price (confirmed requests only, once)',
        params: idParam,
        response: { ...one, 409: errorBody },
      },
    },
    async (request) => ok(await service.convert(request.params.id, actor(request)), ADMIN_MESSAGES.packageConverted),
  );

  admin.delete(
    '/custom-packages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a request; one turned into a booking answers 409 (the booking keeps it as its record)',
        params: idParam,
        response: { 200: messageEnvelope, 404: errorBody, 409: errorBody, ...guarded },
      },
    },
    async (request) => {
      await service.remove(request.params.id, actor(request));
      return done(ADMIN_MESSAGES.packageDeleted);
    },
  );

  admin.get(
    '/custom-packages/:id/quote.pdf',
    {
      schema: {
        tags,
        security,
        produces: ['application/pdf'],
        summary: 'The request’s quote as a PDF download, as the traveller receives it (409 before a quote is sent)',
        params: idParam,
      },
    },
    async (request, reply) => {
      const language = readerLocale(request, auth.session(request).user.locale);
      const { filename, content } = await service.quotePdf(request.params.id, language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );
}
