import { errorBody, idParam, listEnvelope, messageEnvelope } from '@trails/contracts/common';
import { MESSAGES } from '@trails/contracts/messages';
import { adminWaitlistEntry, adminWaitlistEntryParams, adminWaitlistQuery } from '@trails/contracts/waitlist';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { done, list } from '../../lib/respond.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';

/** Back office, inside the guarded `/api/admin` scope: a departure's waitlist and offers by hand. */
export function registerAdminWaitlistRoutes(admin: App, { waitlist: service }: Pick<ModuleDeps, 'waitlist'>) {
  const errors = { 401: errorBody, 403: errorBody, 422: errorBody };

  admin.get(
    '/departures/:id/waitlist',
    {
      schema: {
        tags: ['admin departures'],
        summary:
          "A departure's waitlist in order, with offers and their expiry (all=true: also booked, expired and left)",
        security: bearer,
        params: idParam,
        querystring: adminWaitlistQuery,
        response: { 200: listEnvelope(adminWaitlistEntry), ...errors },
      },
    },
    async (request) => {
      const { items, meta } = await service.listForDeparture(request.params.id, request.query);
      return list(items, meta);
    },
  );

  admin.post(
    '/departures/:id/waitlist/:entryId/offer',
    {
      schema: {
        tags: ['admin departures'],
        summary: 'Offer free seats to one waiting traveller by hand (409 when not waiting or too few seats are free)',
        security: bearer,
        params: adminWaitlistEntryParams,
        response: { 200: messageEnvelope, 404: errorBody, 409: errorBody, ...errors },
      },
    },
    async (request) => {
      await service.offerByHand(request.params.id, request.params.entryId);
      return done(MESSAGES.waitlistOffered);
    },
  );
}
