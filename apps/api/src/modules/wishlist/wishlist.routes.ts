import { MESSAGES } from '@trails/contracts/messages';
import { wishlistApi } from '@trails/contracts/wishlist';
import type { App } from '../../lib/types.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { done, list, ok } from '../../lib/respond.ts';
import type { WishlistService } from './wishlist.service.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';

export function registerWishlistRoutes(
  app: App,
  { auth, wishlist: service }: { auth: AuthService; wishlist: WishlistService },
): void {
  app.route({
    ...endpointRoute(app, wishlistApi.list),
    onRequest: auth.requireUser(),
    schema: endpointSchema(wishlistApi.list, {
      tags: ['wishlist'],
      summary: "The signed-in traveller's saved tours and treks, newest first (each with its type)",
      security: bearer,
      errors: [401, 422],
    }),
    handler: async (request) => {
      const { items, meta } = await service.list(
        auth.session(request).user.id,
        request.query.page,
        request.query.per_page,
        request.query.lang,
      );
      return list(items, meta);
    },
  });

  app.route({
    ...endpointRoute(app, wishlistApi.add),
    onRequest: auth.requireUser(),
    schema: endpointSchema(wishlistApi.add, {
      tags: ['wishlist'],
      summary: 'Save a tour (tour_id) or a trek (trek_id) to the wishlist (saving it again is harmless)',
      security: bearer,
      errors: [401, 422],
    }),
    handler: async (request, reply) => {
      const item = await service.add(auth.session(request).user.id, request.body);
      return reply.status(201).send(ok(item, MESSAGES.addedToWishlist));
    },
  });

  app.route({
    ...endpointRoute(app, wishlistApi.remove),
    onRequest: auth.requireUser(),
    schema: endpointSchema(wishlistApi.remove, {
      tags: ['wishlist'],
      summary: 'Remove a saved tour or trek by its wishlist entry id',
      security: bearer,
      errors: [401, 404],
    }),
    handler: async (request) => {
      await service.remove(auth.session(request).user.id, request.params.id);
      return done(MESSAGES.removedFromWishlist);
    },
  });
}
