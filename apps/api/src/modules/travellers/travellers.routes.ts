import { bookingIdParam } from '@trails/contracts/bookings';
import { envelope, errorBody, listEnvelope } from '@trails/contracts/common';
import { MESSAGES } from '@trails/contracts/messages';
import { travellerDetails, travellerDetailsStatus, travellersBody } from '@trails/contracts/traveller-details';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { list, ok } from '../../lib/respond.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';

const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

/** The lead traveller's side: their own bookings only (anyone else's answers 404). */
export function registerTravellerRoutes(
  app: App,
  { travellers: service, auth }: Pick<ModuleDeps, 'travellers' | 'auth'>,
) {
  app.get(
    '/api/bookings/traveller-details',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['travellers'],
        summary:
          "Where the traveller details of each of the signed-in traveller's upcoming bookings stand (at most 100)",
        security: bearer,
        response: { 200: listEnvelope(travellerDetailsStatus), ...errors },
      },
    },
    async (request) => list(await service.statusOf(auth.session(request).user.id)),
  );

  app.get(
    '/api/bookings/:id/travellers',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['travellers'],
        summary:
          "A booking's travellers (own bookings only), with whether the trip requires them, the deadline and the permit note",
        description:
          'Medical notes come back to the owner, who wrote them (a PUT replaces every field); no leader or traveller copy of the manifest prints them.',
        security: bearer,
        params: bookingIdParam,
        response: { 200: envelope(travellerDetails), ...errors },
      },
    },
    async (request) => ok(await service.get(request.params.id, auth.session(request).user.id)),
  );

  app.put(
    '/api/bookings/:id/travellers',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['travellers'],
        summary:
          "Replace a booking's travellers: one entry per passenger, while the booking is active and before its start (409 after)",
        security: bearer,
        params: bookingIdParam,
        body: travellersBody,
        response: { 200: envelope(travellerDetails), ...errors },
      },
    },
    async (request) =>
      ok(
        await service.save(request.params.id, request.body, { userId: auth.session(request).user.id, staff: false }),
        MESSAGES.travellerDetailsSaved,
      ),
  );
}
