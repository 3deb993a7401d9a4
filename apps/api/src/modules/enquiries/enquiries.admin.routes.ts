import { adminEnquiriesApi as api } from '@trails/contracts/admin-enquiries';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import type { App } from '../../lib/types.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { done, ok } from '../../lib/respond.ts';
import type { ModuleDeps } from '../deps.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin enquiries'];
const guarded = [401, 403, 422] as const;

/** Staff work on enquiries. Paths are relative to the guarded /api/admin scope. */
export function registerAdminEnquiryRoutes(
  admin: App,
  { adminEnquiries: service, auth }: Pick<ModuleDeps, 'adminEnquiries' | 'auth'>,
): void {
  const actor = (request: Parameters<typeof auth.session>[0]) => ({
    id: auth.session(request).user.id,
    ip: request.ip,
  });

  admin.route({
    ...endpointRoute(admin, api.list),
    schema: endpointSchema(api.list, {
      tags,
      security,
      summary: 'Enquiries, newest first: status, search (name, email, phone, destination, message), received dates',
      errors: guarded,
    }),
    handler: async (request) => service.list(request.query),
  });

  admin.route({
    ...endpointRoute(admin, api.bulk),
    schema: endpointSchema(api.bulk, {
      tags,
      security,
      summary:
        'Close the selected enquiries (1 to 100 ids) in one request: each status change logged; closed ones are skipped',
      errors: guarded,
    }),
    handler: async (request) => ok(await service.closeMany(request.body.ids, actor(request))),
  });

  admin.route({
    ...endpointRoute(admin, api.get),
    schema: endpointSchema(api.get, {
      tags,
      security,
      summary: 'One enquiry with its thread of replies',
      errors: [404, ...guarded],
    }),
    handler: async (request) => ok(await service.get(request.params.id)),
  });

  admin.route({
    ...endpointRoute(admin, api.update),
    schema: endpointSchema(api.update, {
      tags,
      security,
      summary: 'Set the status (any, in any order); an admin_response is sent to the enquirer as a reply',
      errors: [404, ...guarded],
    }),
    handler: async (request) =>
      ok(await service.update(request.params.id, request.body, actor(request)), SALES_MESSAGES.statusUpdated),
  });

  admin.route({
    ...endpointRoute(admin, api.respond),
    schema: endpointSchema(api.respond, {
      tags,
      security,
      summary: 'Email a reply to the enquirer (in their language); kept in the thread, status becomes responded',
      errors: [404, ...guarded],
    }),
    handler: async (request) =>
      ok(await service.respond(request.params.id, request.body.response, actor(request)), SALES_MESSAGES.responseSent),
  });

  admin.route({
    ...endpointRoute(admin, api.convert),
    schema: endpointSchema(api.convert, {
      tags,
      security,
      summary:
        'Convert to a custom trip request or a pending booking (seats held) for the enquirer; the account is found by email or created. A second conversion is a 409',
      errors: [404, 409, ...guarded],
    }),
    handler: async (request) =>
      ok(
        await service.convert(request.params.id, request.body, actor(request)),
        request.body.to === 'booking'
          ? SALES_MESSAGES.enquiryConvertedToBooking
          : SALES_MESSAGES.enquiryConvertedToPackage,
      ),
  });

  admin.route({
    ...endpointRoute(admin, api.remove),
    schema: endpointSchema(api.remove, {
      tags,
      security,
      summary: 'Delete an enquiry and its replies',
      errors: [404, ...guarded],
    }),
    handler: async (request) => {
      await service.remove(request.params.id, actor(request));
      return done(SALES_MESSAGES.enquiryDeleted);
    },
  });
}
