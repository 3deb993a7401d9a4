import { bookingIdParam } from '@trails/contracts/bookings';
import { envelope, errorBody } from '@trails/contracts/common';
import { adminBookingDocumentsSchema, bookingDocumentsSchema, creditNoteParams } from '@trails/contracts/gst';
import { readerLocale } from '../../lib/language.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';
import { ok } from '../../lib/respond.ts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { creditNoteFileName } from './booking-documents.ts';

const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

/** The traveller's tax documents of an own booking: the invoice number, the refunds' credit notes. */
export function registerBookingDocumentRoutes(app: App, { bookingDocuments: service, auth }: ModuleDeps): void {
  app.get(
    '/api/bookings/:id/documents',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['bookings'],
        summary: 'The tax invoice number of an own booking and the credit notes of its refunds',
        security: bearer,
        params: bookingIdParam,
        response: { 200: envelope(bookingDocumentsSchema), ...errors },
      },
    },
    async (request) => ok(await service.documents(auth.session(request).user.id, request.params.id)),
  );

  app.get(
    '/api/bookings/:id/credit-notes/:paymentId',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['bookings'],
        produces: ['application/pdf'],
        summary: 'The credit note of a refund of an own booking, as a PDF download (issued when first asked for)',
        security: bearer,
        params: creditNoteParams,
      },
    },
    async (request, reply) => {
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
  );
}

/** The same for staff, relative to the guarded /api/admin scope, with the reminders sent. */
export function registerAdminBookingDocumentRoutes(admin: App, { bookingDocuments: service, auth }: ModuleDeps): void {
  const tags = ['admin bookings'];
  admin.get(
    '/bookings/:id/documents',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The booking’s tax invoice number, its refunds’ credit notes and the reminders sent',
        params: bookingIdParam,
        response: { 200: envelope(adminBookingDocumentsSchema), ...errors },
      },
    },
    async (request) => ok(await service.adminDocuments(request.params.id)),
  );

  admin.get(
    '/bookings/:id/credit-notes/:paymentId',
    {
      schema: {
        tags,
        security: bearer,
        produces: ['application/pdf'],
        summary: 'The credit note of one of the booking’s refunds, as a PDF download',
        params: creditNoteParams,
      },
    },
    async (request, reply) => {
      const language = readerLocale(request, auth.session(request).user.locale);
      const { number, pdf } = await service.adminCreditNote(request.params.id, request.params.paymentId, language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${creditNoteFileName(number)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
