import { adminBookingsApi } from '@trails/contracts/admin-bookings';
import { MESSAGES } from '@trails/contracts/messages';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { ok } from '../../lib/respond.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';

const errors = [401, 403, 404, 422] as const;

/** Staff read and correct any booking's travellers (inside the guarded /api/admin scope). */
export function registerAdminTravellerRoutes(
  admin: App,
  { travellers: service, auth }: Pick<ModuleDeps, 'travellers' | 'auth'>,
) {
  admin.route({
    ...endpointRoute(admin, adminBookingsApi.travellers),
    schema: endpointSchema(adminBookingsApi.travellers, {
      tags: ['admin bookings'],
      summary: "A booking's travellers, medical notes included",
      security: bearer,
      errors,
    }),
    handler: async (request) => ok(await service.get(request.params.id)),
  });

  admin.route({
    ...endpointRoute(admin, adminBookingsApi.saveTravellers),
    schema: endpointSchema(adminBookingsApi.saveTravellers, {
      tags: ['admin bookings'],
      summary: "Replace a booking's travellers (one per passenger), whatever its status or date",
      security: bearer,
      errors,
    }),
    handler: async (request) =>
      ok(
        await service.save(request.params.id, request.body, {
          userId: auth.session(request).user.id,
          staff: true,
          ip: request.ip,
        }),
        MESSAGES.travellerDetailsSaved,
      ),
  });
}
