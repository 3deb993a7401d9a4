import { idParam, listEnvelope, messageEnvelope } from './common.ts';
import { endpoint } from './endpoint.ts';
import { adminWaitlistEntry, adminWaitlistEntryParams, adminWaitlistQuery } from './waitlist.ts';

/**
 * A departure's waitlist for staff (the screens reach it under the resource `departures`): the
 * line in order, and seats offered by hand to one waiting traveller (`{ id, entryId }`).
 */
export const adminWaitlistApi = {
  waitlist: endpoint({
    method: 'GET',
    path: '/api/admin/departures/:id/waitlist',
    params: idParam,
    query: adminWaitlistQuery,
    response: listEnvelope(adminWaitlistEntry),
  }),
  offer: endpoint({
    method: 'POST',
    path: '/api/admin/departures/:id/waitlist/:entryId/offer',
    params: adminWaitlistEntryParams,
    response: messageEnvelope,
  }),
};
