import { adminCouponsApi as api } from '@trails/contracts/admin-coupons';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { done, ok } from '../../lib/respond.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin coupons'];
const guarded = [401, 403, 422] as const;

/**
 * Coupon management under the guarded /api/admin scope. On top of the scope's staff token, only
 * admins manage coupons (staff get 403).
 */
export function registerAdminCouponRoutes(
  admin: App,
  { auth, adminCoupons: service }: Pick<ModuleDeps, 'auth' | 'adminCoupons'>,
): void {
  const actor = (request: Parameters<typeof auth.session>[0]) => auth.session(request).user.id;

  admin.route({
    ...endpointRoute(admin, api.list),
    schema: endpointSchema(api.list, {
      tags,
      security,
      summary: 'Every coupon, searched by code, filtered by status, sorted (default newest first) and paginated',
      errors: guarded,
    }),
    handler: async (request) => service.list(request.query),
  });

  admin.route({
    ...endpointRoute(admin, api.get),
    schema: endpointSchema(api.get, {
      tags,
      security,
      summary: 'One coupon with the newest bookings that used it',
      errors: [404, ...guarded],
    }),
    handler: async (request) => ok(await service.get(request.params.id)),
  });

  admin.route({
    ...endpointRoute(admin, api.create),
    schema: endpointSchema(api.create, {
      tags,
      security,
      summary: 'Create a coupon (code unique whatever its case: 409 otherwise)',
      errors: [409, ...guarded],
    }),
    handler: async (request, reply) =>
      reply.status(201).send(ok(await service.create(request.body, actor(request)), ADMIN_MESSAGES.couponCreated)),
  });

  admin.route({
    ...endpointRoute(admin, api.update),
    schema: endpointSchema(api.update, {
      tags,
      security,
      summary: 'Replace a coupon’s fields; the usage limit may not go below its uses',
      errors: [404, 409, ...guarded],
    }),
    handler: async (request) =>
      ok(await service.update(request.params.id, request.body, actor(request)), ADMIN_MESSAGES.couponUpdated),
  });

  admin.route({
    ...endpointRoute(admin, api.toggle),
    schema: endpointSchema(api.toggle, {
      tags,
      security,
      summary: 'Switch a coupon on or off',
      errors: [404, ...guarded],
    }),
    handler: async (request) => {
      const coupon = await service.toggle(request.params.id, actor(request));
      return ok(coupon, coupon.is_active ? ADMIN_MESSAGES.couponActivated : ADMIN_MESSAGES.couponDeactivated);
    },
  });

  admin.route({
    ...endpointRoute(admin, api.remove),
    schema: endpointSchema(api.remove, {
      tags,
      security,
      summary: 'Delete a coupon no booking used (409 otherwise: deactivate it instead)',
      errors: [404, 409, ...guarded],
    }),
    handler: async (request) => {
      await service.remove(request.params.id, actor(request));
      return done(ADMIN_MESSAGES.couponDeleted);
    },
  });
}
