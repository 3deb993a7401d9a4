import { bookingsApi } from '@trails/contracts/bookings';
import { MESSAGES } from '@trails/contracts/messages';
import { readerLocale } from '../../lib/language.ts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { list, ok } from '../../lib/respond.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';

const QUOTES_PER_MINUTE = 120;
const errors = [401, 403, 404, 409, 422, 429] as const;

export function registerBookingRoutes(app: App, { bookings: service, auth, config }: ModuleDeps): void {
  app.route({
    ...endpointRoute(app, bookingsApi.quote),
    // Public; a signed-in traveller's token (optional) lets a coupon's per-account rules apply.
    onRequest: auth.optionalUser(),
    // Public, so bounded per client: coupon codes are not to be guessed by the thousand.
    config: { rateLimit: { max: QUOTES_PER_MINUTE, timeWindow: '1 minute', groupId: 'booking-quote' } },
    schema: endpointSchema(bookingsApi.quote, {
      tags: ['bookings'],
      summary: 'Price a booking (unit price, subtotal, coupon discount, total) as booking it would',
      description:
        'Open to everyone. With a traveller token, a coupon limited to a first booking or to a number of uses per account is checked for that account (422 on `coupon_code`), as booking would.',
      errors: [404, 409, 422],
    }),
    handler: async (request) =>
      ok(await service.quote(request.body, new Date(), auth.sessionIfAny(request)?.user.id, request.query.lang)),
  });

  app.route({
    ...endpointRoute(app, bookingsApi.create),
    onRequest: auth.requireUser(),
    // Counted per account (after the token is read), whichever address the requests come from.
    config: {
      rateLimit: {
        max: config.BOOKING_RATE_LIMIT,
        timeWindow: '10 minutes',
        groupId: 'booking-create',
        hook: 'preHandler',
        keyGenerator: (request) => `account:${auth.session(request).user.id}`,
      },
    },
    schema: endpointSchema(bookingsApi.create, {
      tags: ['bookings'],
      summary: 'Book a tour or trek; priced by the server, pending until staff confirm it',
      description:
        'An Idempotency-Key header makes a retry safe: the same user, key and body answer the first booking (200) instead of a second one; the same key with another body is refused (422). ' +
        'An account holds at most `max_pending_bookings` unpaid bookings at once (409 past it), and may make a limited number of bookings in ten minutes (429).',
      security: bearer,
      errors,
      responses: { 200: bookingsApi.create.response },
    }),
    handler: async (request, reply) => {
      const { booking, created } = await service.create(
        auth.session(request).user,
        request.body,
        request.headers['idempotency-key'],
      );
      // With where its email stands, as GET /api/bookings/{id} says: the confirmation page starts from this answer.
      const confirmationEmail = await service.confirmationEmail(booking.id);
      return reply
        .status(created ? 201 : 200)
        .send(
          ok(
            confirmationEmail ? { ...booking, confirmation_email: confirmationEmail } : booking,
            MESSAGES.bookingCreated,
          ),
        );
    },
  });

  app.route({
    ...endpointRoute(app, bookingsApi.list),
    onRequest: auth.requireUser(),
    schema: endpointSchema(bookingsApi.list, {
      tags: ['bookings'],
      summary: "The signed-in traveller's bookings, newest first",
      security: bearer,
      errors,
    }),
    handler: async (request) => {
      const { items, meta } = await service.list(
        auth.session(request).user.id,
        request.query.page,
        request.query.per_page,
      );
      return list(items, meta);
    },
  });

  app.route({
    ...endpointRoute(app, bookingsApi.get),
    onRequest: auth.requireUser(),
    schema: endpointSchema(bookingsApi.get, {
      tags: ['bookings'],
      summary: "One of the traveller's own bookings (another traveller's is not found)",
      security: bearer,
      errors,
    }),
    handler: async (request) => ok(await service.get(auth.session(request).user.id, request.params.id)),
  });

  app.route({
    ...endpointRoute(app, bookingsApi.cancellation),
    onRequest: auth.requireUser(),
    schema: endpointSchema(bookingsApi.cancellation, {
      tags: ['bookings'],
      summary:
        'What cancelling an own booking now would refund under the cancellation policy: days before the start (calendar days in the site’s timezone), the tier’s refund percent and the amount of what was paid',
      security: bearer,
      errors,
    }),
    handler: async (request) => ok(await service.cancellation(auth.session(request).user.id, request.params.id)),
  });

  app.route({
    ...endpointRoute(app, bookingsApi.cancel),
    onRequest: auth.requireUser(),
    schema: endpointSchema(bookingsApi.cancel, {
      tags: ['bookings'],
      summary:
        'Cancel an own pending or confirmed booking before its travel date; seats and coupon use return, the policy’s refund follows the payment path',
      security: bearer,
      errors,
    }),
    handler: async (request) =>
      ok(await service.cancel(auth.session(request).user.id, request.params.id), MESSAGES.bookingCancelled),
  });

  app.route({
    ...endpointRoute(app, bookingsApi.invoice),
    onRequest: auth.requireUser(),
    schema: endpointSchema(bookingsApi.invoice, {
      tags: ['bookings'],
      summary: 'The invoice of an own booking, as a PDF download',
      security: bearer,
    }),
    handler: async (request, reply) => {
      const { user } = auth.session(request);
      const { reference, pdf } = await service.invoice(user.id, request.params.id, readerLocale(request, user.locale));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${reference}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
}
