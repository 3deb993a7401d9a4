import { envelope, errorBody, idParam, listEnvelope, messageEnvelope } from '@trails/contracts/common';
import { MESSAGES } from '@trails/contracts/messages';
import {
  joinWaitlistBody,
  waitlistEntry,
  waitlistListQuery,
  waitlistOffer,
  waitlistOfferParam,
} from '@trails/contracts/waitlist';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { done, list, ok } from '../../lib/respond.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';

/** The traveller's waitlist: join and leave a full departure's line, see one's places and offers. */
export function registerWaitlistRoutes(app: App, { auth, waitlist: service }: Pick<ModuleDeps, 'auth' | 'waitlist'>) {
  app.post(
    '/api/departures/:id/waitlist',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['waitlist'],
        summary:
          'Join the waitlist of a full departure with the seats wanted (409 while it has that many seats left, or when already in line)',
        security: bearer,
        params: idParam,
        body: joinWaitlistBody,
        response: { 201: envelope(waitlistEntry), 401: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const entry = await service.join(auth.session(request).user.id, request.params.id, request.body.seats);
      return reply.status(201).send(ok(entry, MESSAGES.waitlistJoined));
    },
  );

  app.delete(
    '/api/departures/:id/waitlist',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['waitlist'],
        summary: "Leave the departure's waitlist; seats held for an offer go to the next in line",
        security: bearer,
        params: idParam,
        response: { 200: messageEnvelope, 401: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      await service.leave(auth.session(request).user.id, request.params.id);
      return done(MESSAGES.waitlistLeft);
    },
  );

  app.get(
    '/api/waitlist',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['waitlist'],
        summary:
          "The signed-in traveller's waitlist places with their position, newest first (live=true: waiting and offered only)",
        security: bearer,
        querystring: waitlistListQuery,
        response: { 200: listEnvelope(waitlistEntry), 401: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const { items, meta } = await service.listMine(auth.session(request).user.id, request.query);
      return list(items, meta);
    },
  );

  app.get(
    '/api/waitlist/offers/:token',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['waitlist'],
        summary: "The live offer an email's link carries: the departure, the seats held and until when (404 otherwise)",
        security: bearer,
        params: waitlistOfferParam,
        response: { 200: envelope(waitlistOffer), 401: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => ok(await service.offer(auth.session(request).user.id, request.params.token)),
  );
}
