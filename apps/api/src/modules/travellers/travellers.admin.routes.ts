import { bookingIdParam } from '@trails/contracts/bookings';
import { envelope, errorBody } from '@trails/contracts/common';
import { MESSAGES } from '@trails/contracts/messages';
import { travellerDetails, travellersBody } from '@trails/contracts/traveller-details';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { ok } from '../../lib/respond.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';

const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** Staff read and correct any booking's travellers (inside the guarded /api/admin scope). */
export function registerAdminTravellerRoutes(
  admin: App,
  { travellers: service, auth }: Pick<ModuleDeps, 'travellers' | 'auth'>,
) {
  admin.get(
    '/bookings/:id/travellers',
    {
      schema: {
        tags: ['admin bookings'],
        summary: "A booking's travellers, medical notes included",
        security: bearer,
        params: bookingIdParam,
        response: { 200: envelope(travellerDetails), ...errors },
      },
    },
    async (request) => ok(await service.get(request.params.id)),
  );

  admin.put(
    '/bookings/:id/travellers',
    {
      schema: {
        tags: ['admin bookings'],
        summary: "Replace a booking's travellers (one per passenger), whatever its status or date",
        security: bearer,
        params: bookingIdParam,
        body: travellersBody,
        response: { 200: envelope(travellerDetails), ...errors },
      },
    },
    async (request) =>
      ok(
        await service.save(request.params.id, request.body, {
          userId: auth.session(request).user.id,
          staff: true,
          ip: request.ip,
        }),
        MESSAGES.travellerDetailsSaved,
      ),
  );
}
