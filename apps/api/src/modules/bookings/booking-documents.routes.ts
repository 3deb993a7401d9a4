import { adminBookingDocumentsApi } from '@trails/contracts/admin-bookings';
import { bookingsApi } from '@trails/contracts/bookings';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { readerLocale } from '../../lib/language.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';
import { ok } from '../../lib/respond.ts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { creditNoteFileName } from './booking-documents.ts';

const errors = [401, 403, 404, 409, 422] as const;

/** The traveller's tax documents of an own booking: the invoice number, the refunds' credit notes. */
export function registerBookingDocumentRoutes(app: App, { bookingDocuments: service, auth }: ModuleDeps): void {
  app.route({
    ...endpointRoute(app, bookingsApi.documents),
    onRequest: auth.requireUser(),
    schema: endpointSchema(bookingsApi.documents, {
      tags: ['bookings'],
      summary: 'The tax invoice number of an own booking and the credit notes of its refunds',
      security: bearer,
      errors,
    }),
    handler: async (request) => ok(await service.documents(auth.session(request).user.id, request.params.id)),
  });

  app.route({
    ...endpointRoute(app, bookingsApi.creditNote),
    onRequest: auth.requireUser(),
    schema: endpointSchema(bookingsApi.creditNote, {
      tags: ['bookings'],
      summary: 'The credit note of a refund of an own booking, as a PDF download (issued when first asked for)',
      security: bearer,
    }),
    handler: async (request, reply) => {
      const { user } = auth.session(request);
      const { number, pdf } = await service.creditNote(
        user.id,
        request.params.id,
        request.params.paymentId,
        readerLocale(request, user.locale),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${creditNoteFileName(number)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
}

/** The same for staff, relative to the guarded /api/admin scope, with the reminders sent. */
export function registerAdminBookingDocumentRoutes(admin: App, { bookingDocuments: service, auth }: ModuleDeps): void {
  const tags = ['admin bookings'];
  admin.route({
    ...endpointRoute(admin, adminBookingDocumentsApi.documents),
    schema: endpointSchema(adminBookingDocumentsApi.documents, {
      tags,
      security: bearer,
      summary: 'The booking’s tax invoice number, its refunds’ credit notes and the reminders sent',
      errors,
    }),
    handler: async (request) => ok(await service.adminDocuments(request.params.id)),
  });

  admin.route({
    ...endpointRoute(admin, adminBookingDocumentsApi['credit-notes']),
    schema: endpointSchema(adminBookingDocumentsApi['credit-notes'], {
      tags,
      security: bearer,
      summary: 'The credit note of one of the booking’s refunds, as a PDF download',
    }),
    handler: async (request, reply) => {
      const language = readerLocale(request, auth.session(request).user.locale);
      const { number, pdf } = await service.adminCreditNote(request.params.id, request.params.paymentId, language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${creditNoteFileName(number)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
}
