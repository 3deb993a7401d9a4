import { adminCoupon, adminCouponBody, adminCouponDetail, adminCouponsQuery } from '@trails/contracts/admin-coupons';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { envelope, errorBody, idParam, listEnvelope, messageEnvelope } from '@trails/contracts/common';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { done, ok } from '../../lib/respond.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin coupons'];
const guarded = { 401: errorBody, 403: errorBody, 422: errorBody };

/**
 * Coupon management under the guarded /api/admin scope. On top of the scope's staff token, only
 * admins manage coupons (staff get 403).
 */
export function registerAdminCouponRoutes(
  admin: App,
  { auth, adminCoupons: service }: Pick<ModuleDeps, 'auth' | 'adminCoupons'>,
): void {
  const actor = (request: Parameters<typeof auth.session>[0]) => auth.session(request).user.id;

  admin.get(
    '/coupons',
    {
      schema: {
        tags,
        security,
        summary: 'Every coupon, searched by code, filtered by status, sorted (default newest first) and paginated',
        querystring: adminCouponsQuery,
        response: { 200: listEnvelope(adminCoupon), ...guarded },
      },
    },
    async (request) => service.list(request.query),
  );

  admin.get(
    '/coupons/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One coupon with the newest bookings that used it',
        params: idParam,
        response: { 200: envelope(adminCouponDetail), 404: errorBody, ...guarded },
      },
    },
    async (request) => ok(await service.get(request.params.id)),
  );

  admin.post(
    '/coupons',
    {
      schema: {
        tags,
        security,
        summary: 'Create a coupon (code unique whatever its case: 409 otherwise)',
        body: adminCouponBody,
        response: { 201: envelope(adminCoupon), 409: errorBody, ...guarded },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.create(request.body, actor(request)), ADMIN_MESSAGES.couponCreated)),
  );

  admin.put(
    '/coupons/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replace a coupon’s fields; the usage limit may not go below its uses',
        params: idParam,
        body: adminCouponBody,
        response: { 200: envelope(adminCoupon), 404: errorBody, 409: errorBody, ...guarded },
      },
    },
    async (request) =>
      ok(await service.update(request.params.id, request.body, actor(request)), ADMIN_MESSAGES.couponUpdated),
  );

  admin.post(
    '/coupons/:id/toggle',
    {
      schema: {
        tags,
        security,
        summary: 'Switch a coupon on or off',
        params: idParam,
        response: { 200: envelope(adminCoupon), 404: errorBody, ...guarded },
      },
    },
    async (request) => {
      const coupon = await service.toggle(request.params.id, actor(request));
      return ok(coupon, coupon.is_active ? ADMIN_MESSAGES.couponActivated : ADMIN_MESSAGES.couponDeactivated);
    },
  );

  admin.delete(
    '/coupons/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a coupon no booking used (409 otherwise: deactivate it instead)',
        params: idParam,
        response: { 200: messageEnvelope, 404: errorBody, 409: errorBody, ...guarded },
      },
    },
    async (request) => {
      await service.remove(request.params.id, actor(request));
      return done(ADMIN_MESSAGES.couponDeleted);
    },
  );
}
