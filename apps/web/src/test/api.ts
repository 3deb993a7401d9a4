import { http, HttpResponse, type PathParams } from 'msw';
import { z } from 'zod';
import { adminActivityList } from '@trails/contracts/admin-activity';
import { bookingTrends, revenueStats, tripPerformance, userGrowth } from '@trails/contracts/admin-analytics';
import { adminBookingDetail, executive, recordPaymentBody } from '@trails/contracts/admin-bookings';
import { adminCampaign, campaignBody, campaignPreview } from '@trails/contracts/admin-campaigns';
import {
  adminTour,
  adminTourBody,
  adminTourDetail,
  adminTrek,
  adminTrekDetail,
} from '@trails/contracts/admin-catalogue';
import { adminDestination } from '@trails/contracts/admin-destinations';
import { userSchema } from '@trails/contracts/auth';
import {
  adminDeparture,
  bookingSchema,
  createBookingBody,
  createDepartureBody,
  publicDeparture,
  quoteBody,
  quoteResult,
  updateDepartureBody,
} from '@trails/contracts/bookings';
import { tourDetail, trekDetail } from '@trails/contracts/catalogue';
import { envelope, listEnvelope, messageEnvelope, type ErrorBody } from '@trails/contracts/common';
import { adminPaymentRow } from '@trails/contracts/payments';
import { adminSettingsSchema, publicSettingsSchema, updateSettingBody } from '@trails/contracts/settings';
import { travellerDetailsStatus } from '@trails/contracts/traveller-details';

/**
 * The API as the component tests see it: each endpoint with the contracts' schema of its request
 * body (when it takes one) and of its answer. A screen that sends a body the contract refuses, or a
 * test answer the contract would not allow, fails the test (see `answer`).
 */
export const endpoints = {
  'GET /settings': { response: envelope(publicSettingsSchema) },
  'GET /auth/user': { response: envelope(userSchema) },
  'GET /tours/:idOrSlug': { response: envelope(tourDetail) },
  'GET /treks/:idOrSlug': { response: envelope(trekDetail) },
  'GET /tours/:id/departures': { response: listEnvelope(publicDeparture) },
  'GET /treks/:id/departures': { response: listEnvelope(publicDeparture) },
  'POST /bookings/quote': { body: quoteBody, response: envelope(quoteResult) },
  'POST /bookings': { body: createBookingBody, response: envelope(bookingSchema) },
  'GET /bookings/traveller-details': { response: listEnvelope(travellerDetailsStatus) },
  'GET /bookings/:id': { response: envelope(bookingSchema) },
  'GET /admin/auth/profile': { response: envelope(userSchema) },
  'GET /admin/analytics/user-growth': { response: envelope(userGrowth) },
  'GET /admin/analytics/booking-trends': { response: envelope(bookingTrends) },
  'GET /admin/analytics/revenue-stats': { response: envelope(revenueStats) },
  'GET /admin/analytics/tour-performance': { response: envelope(tripPerformance) },
  'GET /admin/notifications/campaigns': { response: listEnvelope(adminCampaign) },
  'PUT /admin/notifications/:id/read': { response: messageEnvelope },
  'POST /admin/notifications/campaign/preview': { body: campaignBody, response: envelope(campaignPreview) },
  'POST /admin/notifications/campaign/test': { body: campaignBody, response: messageEnvelope },
  'POST /admin/notifications/campaign': { body: campaignBody, response: envelope(adminCampaign) },
  'GET /admin/activity-logs': { response: adminActivityList },
  'GET /admin/bookings/executives': { response: envelope(z.array(executive)) },
  'POST /admin/bookings/:id/payments': { body: recordPaymentBody, response: envelope(adminBookingDetail) },
  'GET /admin/payments': { response: listEnvelope(adminPaymentRow) },
  'GET /admin/departures': { response: listEnvelope(adminDeparture) },
  'POST /admin/departures': { body: createDepartureBody, response: envelope(adminDeparture) },
  'PUT /admin/departures/:id': { body: updateDepartureBody, response: envelope(adminDeparture) },
  'GET /admin/tours': { response: listEnvelope(adminTour) },
  'GET /admin/treks': { response: listEnvelope(adminTrek) },
  'GET /admin/tours/:id': { response: envelope(adminTourDetail) },
  'PUT /admin/tours/:id': { body: adminTourBody, response: envelope(adminTourDetail) },
  'GET /admin/destinations': { response: listEnvelope(adminDestination) },
  'GET /admin/treks/:id': { response: envelope(adminTrekDetail) },
  'GET /admin/settings': { response: envelope(adminSettingsSchema) },
  'PUT /admin/settings/:key': {
    body: updateSettingBody,
    response: envelope(z.object({ key: z.string(), value: z.string() })),
  },
} satisfies Record<string, { body?: z.ZodType; response: z.ZodType }>;

export type Endpoint = keyof typeof endpoints;
type Spec<E extends Endpoint> = (typeof endpoints)[E];
/** The request body as the server reads it (the contract's parse of what the screen sent). */
export type BodyOf<E extends Endpoint> = Spec<E> extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
/** The request body as the screen sent it. */
export type SentBodyOf<E extends Endpoint> =
  Spec<E> extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
/** What the endpoint answers, as the contract describes it. */
export type AnswerOf<E extends Endpoint> = z.input<Spec<E>['response']>;

export interface Call<E extends Endpoint> {
  body: BodyOf<E>;
  params: PathParams;
  url: URL;
  request: Request;
}

/** Every request a handler answered, in order, with the body as sent: what the tests assert on. */
export const calls: { endpoint: Endpoint; url: URL; body: unknown }[] = [];

export const callsTo = <E extends Endpoint>(endpoint: E) =>
  calls.filter((call) => call.endpoint === endpoint) as { endpoint: E; url: URL; body: SentBodyOf<E> }[];

/** An MSW handler for one endpoint of the contract map. */
export function answer<E extends Endpoint>(
  endpoint: E,
  resolve: (call: Call<E>) => AnswerOf<E> | Response | Promise<AnswerOf<E> | Response>,
) {
  const [method, path] = endpoint.split(' ') as ['GET' | 'POST' | 'PUT', string];
  const spec: { body?: z.ZodType; response: z.ZodType } = endpoints[endpoint];
  const route = method === 'GET' ? http.get : method === 'PUT' ? http.put : http.post;
  return route(`*/api${path}`, async ({ request, params }) => {
    // An `:id` is a number in this API: `/bookings/traveller-details` is left to its own handler.
    if (typeof params.id === 'string' && !/^\d+$/.test(params.id)) return undefined;
    let sent: unknown;
    let body: unknown;
    if (spec.body) {
      sent = await request.clone().json();
      const parsed = spec.body.safeParse(sent);
      if (!parsed.success) throw new Error(`${endpoint}: the body breaks the contract: ${parsed.error.message}`);
      body = parsed.data;
    }
    const url = new URL(request.url);
    calls.push({ endpoint, url, body: sent });
    const result = await resolve({ body: body as BodyOf<E>, params, url, request });
    if (result instanceof Response) return result;
    return HttpResponse.json(spec.response.parse(result) as Record<string, unknown>);
  });
}

/** The API's error answer: a status, its message and per-field errors (422 for bad input). */
export const failure = (status: number, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ success: false, message, ...(errors ? { errors } : {}) } satisfies ErrorBody, { status });
