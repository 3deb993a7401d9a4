import { adminBookingsApi as api } from '@trails/contracts/admin-bookings';
import { DESK_MESSAGES } from '@trails/contracts/admin-desk-messages';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { readerLocale } from '../../lib/language.ts';
import type { App } from '../../lib/types.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { list, ok } from '../../lib/respond.ts';
import type { ModuleDeps } from '../deps.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';
import { acceptEmptyJson } from '../../lib/empty-json.ts';

const tags = ['admin bookings'];
const guarded = [401, 403, 422] as const;
const one = [404, 409, ...guarded] as const;

/** Staff work on bookings and their payments. Paths are relative to the guarded /api/admin scope. */
export function registerAdminBookingRoutes(
  admin: App,
  { adminBookings: service, auth }: Pick<ModuleDeps, 'adminBookings' | 'auth'>,
): void {
  const actor = (request: Parameters<typeof auth.session>[0]) => ({
    id: auth.session(request).user.id,
    ip: request.ip,
  });

  admin.route({
    ...endpointRoute(admin, api.list),
    schema: endpointSchema(api.list, {
      tags,
      security,
      summary:
        'Bookings, newest first: status, payment status, trip, departure, travel dates, search (reference, name, email; a search counts no further than 1,000 matches, `meta.total_capped` past that)',
      errors: guarded,
    }),
    handler: async (request) => service.list(request.query),
  });

  admin.route({
    ...endpointRoute(admin, api.summary),
    schema: endpointSchema(api.summary, {
      tags,
      security,
      summary: 'The summary cards of the filter: total, confirmed, pending, cancelled, revenue (not cancelled)',
      errors: guarded,
    }),
    handler: async (request) => ok(await service.summary(request.query)),
  });

  admin.route({
    ...endpointRoute(admin, api.export),
    schema: endpointSchema(api.export, {
      tags,
      security,
      summary: 'The bookings of the filter as a CSV download (UTF-8 with BOM)',
    }),
    handler: async (request, reply) => {
      const csv = await service.exportCsv(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bookings-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });

  admin.route({
    ...endpointRoute(admin, api.exportSelected),
    schema: endpointSchema(api.exportSelected, {
      tags,
      security,
      summary: 'The selected bookings (1 to 100 ids) as a CSV download, the same columns as the filter’s export',
    }),
    handler: async (request, reply) => {
      const csv = await service.exportSelectedCsv(request.body.ids);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bookings-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });

  admin.route({
    ...endpointRoute(admin, api.bulk),
    schema: endpointSchema(api.bulk, {
      tags,
      security,
      summary:
        'Confirm the selected bookings (1 to 100 ids) in one request: each as the single confirm does it (seats, invoice, email, log, in its own transaction); the ones it refuses or already confirmed are skipped with the reason',
      errors: guarded,
    }),
    handler: async (request) => ok(await service.confirmMany(request.body.ids, actor(request))),
  });

  admin.route({
    ...endpointRoute(admin, api.executives),
    schema: endpointSchema(api.executives, {
      tags,
      security,
      summary: 'Staff and admin accounts a booking can be assigned to',
      errors: guarded,
    }),
    handler: async () => list(await service.executives()),
  });

  admin.route({
    ...endpointRoute(admin, api.customers),
    schema: endpointSchema(api.customers, {
      tags,
      security,
      summary: 'Traveller accounts whose name, email or phone contains `search` (at least 2 characters), at most 8',
      errors: guarded,
    }),
    handler: async (request) => list(await service.customers(request.query.search)),
  });

  admin.route({
    ...endpointRoute(admin, api.get),
    schema: endpointSchema(api.get, {
      tags,
      security,
      summary: 'One booking with its payments and history',
      errors: one,
    }),
    handler: async (request) => ok(await service.get(request.params.id)),
  });

  admin.route({
    ...endpointRoute(admin, api.update),
    schema: endpointSchema(api.update, {
      tags,
      security,
      summary:
        'Set the status (pending, confirmed, cancelled; seats follow, the traveller is emailed), or change the booking: `departure_id` or `travel_date` (of this trip, or of `tour_id`/`trek_id`), `passengers`, `contact_*`, `special_requests`, `adjustment` with `reason`. Seats move in one transaction (409 when the new departure cannot take them); the price is recomputed, the change logged with before and after, the traveller emailed, the invoice issued again',
      errors: one,
    }),
    handler: async (request) => {
      const { status, ...change } = request.body;
      if (status !== undefined)
        return ok(
          await service.setStatus(request.params.id, status, actor(request)),
          SALES_MESSAGES.bookingStatusUpdated,
        );
      return ok(await service.change(request.params.id, change, actor(request)), DESK_MESSAGES.bookingChanged);
    },
  });

  admin.route({
    ...endpointRoute(admin, api.create),
    schema: endpointSchema(api.create, {
      tags,
      security,
      summary:
        'Take a booking for a traveller: `user_id` or a new `customer` (signs in through "forgot password"); `departure_id`, or `tour_id`/`trek_id` with `travel_date`; `passengers`; optional `price_override` (the total agreed, with a `note`). Seats are taken in the same transaction as a public booking; the traveller gets the booking email',
      errors: [409, ...guarded],
    }),
    handler: async (request, reply) =>
      reply.status(201).send(ok(await service.create(request.body, actor(request)), DESK_MESSAGES.bookingCreated)),
  });

  admin.route({
    ...endpointRoute(admin, api.cancellation),
    schema: endpointSchema(api.cancellation, {
      tags,
      security,
      summary:
        'What cancelling the booking now would refund under the cancellation policy (the figure staff may override)',
      errors: [404, ...guarded],
    }),
    handler: async (request) => ok(await service.cancellation(request.params.id)),
  });

  admin.route({
    ...endpointRoute(admin, api.confirm),
    schema: endpointSchema(api.confirm, {
      tags,
      security,
      summary: 'Confirm a booking and email the traveller',
      errors: one,
    }),
    handler: async (request) =>
      ok(await service.confirm(request.params.id, actor(request)), SALES_MESSAGES.bookingConfirmed),
  });

  // The spec's client cancels with no body at all: none, an empty one, or `{}`.
  void admin.register(async (scope: App) => {
    acceptEmptyJson(scope);
    scope.route({
      ...endpointRoute(scope, api.cancel),
      schema: endpointSchema(api.cancel, {
        tags,
        security,
        summary:
          'Cancel a booking, with a reason or without (no body at all is fine); its seats and coupon use return, the traveller is emailed; `refund_amount` refunds that much of the online payments through the provider (confirmed by its refund webhook); a `refund_amount` other than the cancellation policy’s figure needs an `override_reason`',
        errors: one,
      }),
      handler: async (request) =>
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
    });
  });

  admin.route({
    ...endpointRoute(admin, api.assign),
    schema: endpointSchema(api.assign, {
      tags,
      security,
      summary: 'Assign the booking to a staff member (executive_id), or null to unassign',
      errors: one,
    }),
    handler: async (request) =>
      ok(
        await service.assign(request.params.id, request.body.executive_id, actor(request)),
        SALES_MESSAGES.executiveAssigned,
      ),
  });

  admin.route({
    ...endpointRoute(admin, api.payments),
    schema: endpointSchema(api.payments, {
      tags,
      security,
      summary: 'Record a payment or a refund; more than the balance due (or than was paid) is refused',
      errors: one,
      responses: { 200: api.payments.response },
    }),
    handler: async (request, reply) => {
      const booking = await service.recordPayment(request.params.id, request.body, actor(request));
      return reply
        .status(201)
        .send(
          ok(booking, request.body.kind === 'refund' ? SALES_MESSAGES.refundRecorded : SALES_MESSAGES.paymentRecorded),
        );
    },
  });

  admin.route({
    ...endpointRoute(admin, api.invoice),
    schema: endpointSchema(api.invoice, {
      tags,
      security,
      summary: 'The booking’s invoice as a PDF download',
    }),
    handler: async (request, reply) => {
      const language = readerLocale(request, auth.session(request).user.locale);
      const { reference, pdf } = await service.invoice(request.params.id, language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${reference}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
}
