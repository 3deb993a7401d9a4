import {
  MESSAGES,
  addWishlistBody,
  envelope,
  errorBody,
  idParam,
  listEnvelope,
  messageEnvelope,
  contentLang,
  paginationQuery,
  wishlistItem,
} from '@trails/contracts';
import type { App } from '../../lib/types.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { done, list, ok } from '../../lib/respond.ts';
import type { WishlistService } from './wishlist.service.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';

export function registerWishlistRoutes(
  app: App,
  { auth, wishlist: service }: { auth: AuthService; wishlist: WishlistService },
): void {
  app.get(
    '/api/wishlist',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['wishlist'],
        summary: "The signed-in traveller's saved tours and treks, newest first (each with its type)",
        security: bearer,
        querystring: paginationQuery.extend({ lang: contentLang }),
        response: { 200: listEnvelope(wishlistItem), 401: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const { items, meta } = await service.list(
        auth.session(request).user.id,
        request.query.page,
        request.query.per_page,
        request.query.lang,
      );
      return list(items, meta);
    },
  );

  app.post(
    '/api/wishlist',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['wishlist'],
        summary: 'Save a tour (tour_id) or a trek (trek_id) to the wishlist (saving it again is harmless)',
        security: bearer,
        body: addWishlistBody,
        response: { 201: envelope(wishlistItem), 401: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const item = await service.add(auth.session(request).user.id, request.body);
      return reply.status(201).send(ok(item, MESSAGES.addedToWishlist));
    },
  );

  app.delete(
    '/api/wishlist/:id',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['wishlist'],
        summary: 'Remove a saved tour or trek by its wishlist entry id',
        security: bearer,
        params: idParam,
        response: { 200: messageEnvelope, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      await service.remove(auth.session(request).user.id, request.params.id);
      return done(MESSAGES.removedFromWishlist);
    },
  );
}
