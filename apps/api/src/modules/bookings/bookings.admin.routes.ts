import {
  adminBooking,
  adminBookingAssignBody,
  adminBookingCancelBody,
  adminBookingDetail,
  adminBookingsExportQuery,
  adminBookingsQuery,
  adminBookingsSummary,
  executive,
  recordPaymentBody,
} from '@trails/contracts/admin-bookings';
import { adminBookingsBulkBody, adminBookingsSelectionBody, bulkResult } from '@trails/contracts/admin-bulk';
import {
  adminBookingUpdateBody,
  adminCreateBookingBody,
  deskCustomerRow,
  deskCustomersQuery,
} from '@trails/contracts/admin-desk';
import { DESK_MESSAGES } from '@trails/contracts/admin-desk-messages';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { bookingCancellationSchema } from '@trails/contracts/cancellation-policy';
import { envelope, errorBody, idParam, listEnvelope } from '@trails/contracts/common';
import { readerLocale } from '../../lib/language.ts';
import type { App } from '../../lib/types.ts';
import { list, ok } from '../../lib/respond.ts';
import type { ModuleDeps } from '../deps.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';
import { acceptEmptyJson } from '../../lib/empty-json.ts';

const tags = ['admin bookings'];
const guarded = { 401: errorBody, 403: errorBody, 422: errorBody };
const one = { 200: envelope(adminBookingDetail), 404: errorBody, 409: errorBody, ...guarded };

/** Staff work on bookings and their payments. Paths are relative to the guarded /api/admin scope. */
export function registerAdminBookingRoutes(
  admin: App,
  { adminBookings: service, auth }: Pick<ModuleDeps, 'adminBookings' | 'auth'>,
): void {
  const actor = (request: Parameters<typeof auth.session>[0]) => ({
    id: auth.session(request).user.id,
    ip: request.ip,
  });

  admin.get(
    '/bookings',
    {
      schema: {
        tags,
        security,
        summary:
          'Bookings, newest first: status, payment status, trip, departure, travel dates, search (reference, name, email)',
        querystring: adminBookingsQuery,
        response: { 200: listEnvelope(adminBooking), ...guarded },
      },
    },
    async (request) => service.list(request.query),
  );

  admin.get(
    '/bookings/summary',
    {
      schema: {
        tags,
        security,
        summary: 'The summary cards of the filter: total, confirmed, pending, cancelled, revenue (not cancelled)',
        querystring: adminBookingsExportQuery,
        response: { 200: envelope(adminBookingsSummary), ...guarded },
      },
    },
    async (request) => ok(await service.summary(request.query)),
  );

  admin.get(
    '/bookings/export',
    {
      schema: {
        tags,
        security,
        produces: ['text/csv'],
        summary: 'The bookings of the filter as a CSV download (UTF-8 with BOM)',
        querystring: adminBookingsExportQuery,
      },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bookings-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  admin.post(
    '/bookings/export',
    {
      schema: {
        tags,
        security,
        produces: ['text/csv'],
        summary: 'The selected bookings (1 to 100 ids) as a CSV download, the same columns as the filter’s export',
        body: adminBookingsSelectionBody,
      },
    },
    async (request, reply) => {
      const csv = await service.exportSelectedCsv(request.body.ids);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bookings-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  admin.post(
    '/bookings/bulk',
    {
      schema: {
        tags,
        security,
        summary:
          'Confirm the selected bookings (1 to 100 ids) in one request: each as the single confirm does it (seats, invoice, email, log, in its own transaction); the ones it refuses or already confirmed are skipped with the reason',
        body: adminBookingsBulkBody,
        response: { 200: envelope(bulkResult), ...guarded },
      },
    },
    async (request) => ok(await service.confirmMany(request.body.ids, actor(request))),
  );

  admin.get(
    '/bookings/executives',
    {
      schema: {
        tags,
        security,
        summary: 'Staff and admin accounts a booking can be assigned to',
        response: { 200: listEnvelope(executive), ...guarded },
      },
    },
    async () => list(await service.executives()),
  );

  admin.get(
    '/bookings/customers',
    {
      schema: {
        tags,
        security,
        summary: 'Traveller accounts whose name, email or phone contains `search` (at least 2 characters), at most 8',
        querystring: deskCustomersQuery,
        response: { 200: listEnvelope(deskCustomerRow), ...guarded },
      },
    },
    async (request) => list(await service.customers(request.query.search)),
  );

  admin.get(
    '/bookings/:id',
    {
      schema: { tags, security, summary: 'One booking with its payments and history', params: idParam, response: one },
    },
    async (request) => ok(await service.get(request.params.id)),
  );

  admin.put(
    '/bookings/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Set the status (pending, confirmed, cancelled; seats follow, the traveller is emailed), or change the booking: `departure_id` or `travel_date` (of this trip, or of `tour_id`/`trek_id`), `passengers`, `contact_*`, `special_requests`, `adjustment` with `reason`. Seats move in one transaction (409 when the new departure cannot take them); the price is recomputed, the change logged with before and after, the traveller emailed, the invoice issued again',
        params: idParam,
        body: adminBookingUpdateBody,
        response: one,
      },
    },
    async (request) => {
      const { status, ...change } = request.body;
      if (status !== undefined)
        return ok(
          await service.setStatus(request.params.id, status, actor(request)),
          SALES_MESSAGES.bookingStatusUpdated,
        );
      return ok(await service.change(request.params.id, change, actor(request)), DESK_MESSAGES.bookingChanged);
    },
  );

  admin.post(
    '/bookings',
    {
      schema: {
        tags,
        security,
        summary:
          'Take a booking for a traveller: `user_id` or a new `customer` (signs in through "forgot password"); `departure_id`, or `tour_id`/`trek_id` with `travel_date`; `passengers`; optional `price_override` (the total agreed, with a `note`). Seats are taken in the same transaction as a public booking; the traveller gets the booking email',
        body: adminCreateBookingBody,
        response: { 201: envelope(adminBookingDetail), 409: errorBody, ...guarded },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.create(request.body, actor(request)), DESK_MESSAGES.bookingCreated)),
  );

  admin.get(
    '/bookings/:id/cancellation',
    {
      schema: {
        tags,
        security,
        summary:
          'What cancelling the booking now would refund under the cancellation policy (the figure staff may override)',
        params: idParam,
        response: { 200: envelope(bookingCancellationSchema), 404: errorBody, ...guarded },
      },
    },
    async (request) => ok(await service.cancellation(request.params.id)),
  );

  admin.post(
    '/bookings/:id/confirm',
    {
      schema: { tags, security, summary: 'Confirm a booking and email the traveller', params: idParam, response: one },
    },
    async (request) => ok(await service.confirm(request.params.id, actor(request)), SALES_MESSAGES.bookingConfirmed),
  );

  // The spec's client cancels with no body at all: none, an empty one, or `{}`.
  void admin.register(async (scope: App) => {
    acceptEmptyJson(scope);
    scope.post(
      '/bookings/:id/cancel',
      {
        schema: {
          tags,
          security,
          summary:
            'Cancel a booking, with a reason or without (no body at all is fine); its seats and coupon use return, the traveller is emailed; `refund_amount` refunds that much of the online payments through the provider (confirmed by its refund webhook); a `refund_amount` other than the cancellation policy’s figure needs an `override_reason`',
          params: idParam,
          body: adminBookingCancelBody,
          response: one,
        },
      },
      async (request) =>
        ok(
          await service.cancel(
            request.params.id,
            request.body.reason,
            actor(request),
            request.body.refund_amount ?? null,
            request.body.override_reason || null,
          ),
          SALES_MESSAGES.bookingCancelledByOperator,
        ),
    );
  });

  admin.put(
    '/bookings/:id/assign',
    {
      schema: {
        tags,
        security,
        summary: 'Assign the booking to a staff member (executive_id), or null to unassign',
        params: idParam,
        body: adminBookingAssignBody,
        response: one,
      },
    },
    async (request) =>
      ok(
        await service.assign(request.params.id, request.body.executive_id, actor(request)),
        SALES_MESSAGES.executiveAssigned,
      ),
  );

  admin.post(
    '/bookings/:id/payments',
    {
      schema: {
        tags,
        security,
        summary: 'Record a payment or a refund; more than the balance due (or than was paid) is refused',
        params: idParam,
        body: recordPaymentBody,
        response: { ...one, 201: envelope(adminBookingDetail) },
      },
    },
    async (request, reply) => {
      const booking = await service.recordPayment(request.params.id, request.body, actor(request));
      return reply
        .status(201)
        .send(
          ok(booking, request.body.kind === 'refund' ? SALES_MESSAGES.refundRecorded : SALES_MESSAGES.paymentRecorded),
        );
    },
  );

  admin.get(
    '/bookings/:id/invoice',
    {
      schema: {
        tags,
        security,
        produces: ['application/pdf'],
        summary: 'The booking’s invoice as a PDF download',
        params: idParam,
      },
    },
    async (request, reply) => {
      const language = readerLocale(request, auth.session(request).user.locale);
      const { reference, pdf } = await service.invoice(request.params.id, language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${reference}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
