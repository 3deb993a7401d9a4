import { MESSAGES } from '@trails/contracts/messages';
import { travellersApi } from '@trails/contracts/traveller-details';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { list, ok } from '../../lib/respond.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';

const errors = [401, 403, 404, 409, 422] as const;

/** The lead traveller's side: their own bookings only (anyone else's answers 404). */
export function registerTravellerRoutes(
  app: App,
  { travellers: service, auth }: Pick<ModuleDeps, 'travellers' | 'auth'>,
) {
  app.route({
    ...endpointRoute(app, travellersApi.status),
    onRequest: auth.requireUser(),
    schema: endpointSchema(travellersApi.status, {
      tags: ['travellers'],
      summary: "Where the traveller details of each of the signed-in traveller's upcoming bookings stand (at most 100)",
      security: bearer,
      errors,
    }),
    handler: async (request) => list(await service.statusOf(auth.session(request).user.id)),
  });

  app.route({
    ...endpointRoute(app, travellersApi.get),
    onRequest: auth.requireUser(),
    schema: endpointSchema(travellersApi.get, {
      tags: ['travellers'],
      summary:
        "A booking's travellers (own bookings only), with whether the trip requires them, the deadline and the permit note",
      description:
        'Medical notes come back to the owner, who wrote them (a PUT replaces every field); no leader or traveller copy of the manifest prints them.',
      security: bearer,
      errors,
    }),
    handler: async (request) => ok(await service.get(request.params.id, auth.session(request).user.id)),
  });

  app.route({
    ...endpointRoute(app, travellersApi.save),
    onRequest: auth.requireUser(),
    schema: endpointSchema(travellersApi.save, {
      tags: ['travellers'],
      summary:
        "Replace a booking's travellers: one entry per passenger, while the booking is active and before its start (409 after)",
      security: bearer,
      errors,
    }),
    handler: async (request) =>
      ok(
        await service.save(request.params.id, request.body, { userId: auth.session(request).user.id, staff: false }),
        MESSAGES.travellerDetailsSaved,
      ),
  });
}
