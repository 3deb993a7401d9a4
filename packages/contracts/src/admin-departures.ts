import { z } from 'zod';
import {
  adminDeparture,
  createDepartureBody,
  departureListQuery,
  fileAnswer,
  updateDepartureBody,
} from './bookings.ts';
import { envelope, idParam, listEnvelope, messageEnvelope } from './common.ts';
import { endpoint } from './endpoint.ts';
import { MESSAGES } from './messages.ts';

/** A manifest's copies: the staff's (with medical notes) and the one handed to a trek leader (without). */
export const MANIFEST_COPIES = ['staff', 'leader'] as const;

/** `copy=leader` leaves the medical notes out (the copy handed to a trek leader); staff by default. */
export const manifestQuery = z.object({
  copy: z.enum(MANIFEST_COPIES, { error: MESSAGES.invalidValue }).default('staff'),
});

/**
 * The back office's departures: scheduling them and their manifest as a PDF or a CSV (a
 * departure's waitlist is in `admin-waitlist.ts`, reached under the same resource).
 */
export const adminDeparturesApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/departures',
    query: departureListQuery,
    response: listEnvelope(adminDeparture),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/departures',
    body: createDepartureBody,
    status: 201,
    response: envelope(adminDeparture),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/departures/:id',
    params: idParam,
    body: updateDepartureBody,
    response: envelope(adminDeparture),
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/admin/departures/:id', params: idParam, response: messageEnvelope }),
  'manifest.pdf': endpoint({
    method: 'GET',
    path: '/api/admin/departures/:id/manifest.pdf',
    params: idParam,
    query: manifestQuery,
    response: fileAnswer,
    produces: 'application/pdf',
  }),
  'manifest.csv': endpoint({
    method: 'GET',
    path: '/api/admin/departures/:id/manifest.csv',
    params: idParam,
    query: manifestQuery,
    response: fileAnswer,
    produces: 'text/csv',
  }),
};
