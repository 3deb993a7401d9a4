import { adminWaitlistApi } from '@trails/contracts/admin-waitlist';
import { MESSAGES } from '@trails/contracts/messages';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { done, list } from '../../lib/respond.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';

/** Back office, inside the guarded `/api/admin` scope: a departure's waitlist and offers by hand. */
export function registerAdminWaitlistRoutes(admin: App, { waitlist: service }: Pick<ModuleDeps, 'waitlist'>) {
  const errors = [401, 403, 422] as const;

  admin.route({
    ...endpointRoute(admin, adminWaitlistApi.waitlist),
    schema: endpointSchema(adminWaitlistApi.waitlist, {
      tags: ['admin departures'],
      summary:
        "A departure's waitlist in order, with offers and their expiry (all=true: also booked, expired and left)",
      security: bearer,
      errors,
    }),
    handler: async (request) => {
      const { items, meta } = await service.listForDeparture(request.params.id, request.query);
      return list(items, meta);
    },
  });

  admin.route({
    ...endpointRoute(admin, adminWaitlistApi.offer),
    schema: endpointSchema(adminWaitlistApi.offer, {
      tags: ['admin departures'],
      summary: 'Offer free seats to one waiting traveller by hand (409 when not waiting or too few seats are free)',
      security: bearer,
      errors: [404, 409, ...errors],
    }),
    handler: async (request) => {
      await service.offerByHand(request.params.id, request.params.entryId);
      return done(MESSAGES.waitlistOffered);
    },
  });
}
