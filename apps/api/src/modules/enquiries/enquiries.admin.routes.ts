import { adminEnquiriesBulkBody, bulkResult } from '@trails/contracts/admin-bulk';
import {
  adminEnquiriesQuery,
  adminEnquiry,
  adminEnquiryDetail,
  adminEnquiryUpdateBody,
  enquiryConvertBody,
  enquiryRespondBody,
} from '@trails/contracts/admin-enquiries';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { envelope, errorBody, idParam, listEnvelope, messageEnvelope } from '@trails/contracts/common';
import type { App } from '../../lib/types.ts';
import { done, ok } from '../../lib/respond.ts';
import type { ModuleDeps } from '../deps.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin enquiries'];
const guarded = { 401: errorBody, 403: errorBody, 422: errorBody };

/** Staff work on enquiries. Paths are relative to the guarded /api/admin scope. */
export function registerAdminEnquiryRoutes(
  admin: App,
  { adminEnquiries: service, auth }: Pick<ModuleDeps, 'adminEnquiries' | 'auth'>,
): void {
  const actor = (request: Parameters<typeof auth.session>[0]) => ({
    id: auth.session(request).user.id,
    ip: request.ip,
  });

  admin.get(
    '/enquiries',
    {
      schema: {
        tags,
        security,
        summary: 'Enquiries, newest first: status, search (name, email, phone, destination, message), received dates',
        querystring: adminEnquiriesQuery,
        response: { 200: listEnvelope(adminEnquiry), ...guarded },
      },
    },
    async (request) => service.list(request.query),
  );

  admin.post(
    '/enquiries/bulk',
    {
      schema: {
        tags,
        security,
        summary:
          'Close the selected enquiries (1 to 100 ids) in one request: each status change logged; closed ones are skipped',
        body: adminEnquiriesBulkBody,
        response: { 200: envelope(bulkResult), ...guarded },
      },
    },
    async (request) => ok(await service.closeMany(request.body.ids, actor(request))),
  );

  admin.get(
    '/enquiries/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One enquiry with its thread of replies',
        params: idParam,
        response: { 200: envelope(adminEnquiryDetail), 404: errorBody, ...guarded },
      },
    },
    async (request) => ok(await service.get(request.params.id)),
  );

  admin.put(
    '/enquiries/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Set the status (any, in any order); an admin_response is sent to the enquirer as a reply',
        params: idParam,
        body: adminEnquiryUpdateBody,
        response: { 200: envelope(adminEnquiryDetail), 404: errorBody, ...guarded },
      },
    },
    async (request) =>
      ok(await service.update(request.params.id, request.body, actor(request)), SALES_MESSAGES.statusUpdated),
  );

  admin.post(
    '/enquiries/:id/respond',
    {
      schema: {
        tags,
        security,
        summary: 'Email a reply to the enquirer (in their language); kept in the thread, status becomes responded',
        params: idParam,
        body: enquiryRespondBody,
        response: { 200: envelope(adminEnquiryDetail), 404: errorBody, ...guarded },
      },
    },
    async (request) =>
      ok(await service.respond(request.params.id, request.body.response, actor(request)), SALES_MESSAGES.responseSent),
  );

  admin.post(
    '/enquiries/:id/convert',
    {
      schema: {
        tags,
        security,
        summary:
          'Convert to a custom trip request or a pending booking (seats held) for the enquirer; the account is found by email or created. A second conversion is a 409',
        params: idParam,
        body: enquiryConvertBody,
        response: { 200: envelope(adminEnquiryDetail), 404: errorBody, 409: errorBody, ...guarded },
      },
    },
    async (request) =>
      ok(
        await service.convert(request.params.id, request.body, actor(request)),
        request.body.to === 'booking'
          ? SALES_MESSAGES.enquiryConvertedToBooking
          : SALES_MESSAGES.enquiryConvertedToPackage,
      ),
  );

  admin.delete(
    '/enquiries/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an enquiry and its replies',
        params: idParam,
        response: { 200: messageEnvelope, 404: errorBody, ...guarded },
      },
    },
    async (request) => {
      await service.remove(request.params.id, actor(request));
      return done(SALES_MESSAGES.enquiryDeleted);
    },
  );
}
