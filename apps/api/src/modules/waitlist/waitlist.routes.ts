import { MESSAGES } from '@trails/contracts/messages';
import { waitlistApi } from '@trails/contracts/waitlist';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { done, list, ok } from '../../lib/respond.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';

/** The traveller's waitlist: join and leave a full departure's line, see one's places and offers. */
export function registerWaitlistRoutes(app: App, { auth, waitlist: service }: Pick<ModuleDeps, 'auth' | 'waitlist'>) {
  app.route({
    ...endpointRoute(app, waitlistApi.join),
    onRequest: auth.requireUser(),
    schema: endpointSchema(waitlistApi.join, {
      tags: ['waitlist'],
      summary:
        'Join the waitlist of a full departure with the seats wanted (409 while it has that many seats left, or when already in line)',
      security: bearer,
      errors: [401, 404, 409, 422],
    }),
    handler: async (request, reply) => {
      const entry = await service.join(auth.session(request).user.id, request.params.id, request.body.seats);
      return reply.status(201).send(ok(entry, MESSAGES.waitlistJoined));
    },
  });

  app.route({
    ...endpointRoute(app, waitlistApi.leave),
    onRequest: auth.requireUser(),
    schema: endpointSchema(waitlistApi.leave, {
      tags: ['waitlist'],
      summary: "Leave the departure's waitlist; seats held for an offer go to the next in line",
      security: bearer,
      errors: [401, 404, 422],
    }),
    handler: async (request) => {
      await service.leave(auth.session(request).user.id, request.params.id);
      return done(MESSAGES.waitlistLeft);
    },
  });

  app.route({
    ...endpointRoute(app, waitlistApi.list),
    onRequest: auth.requireUser(),
    schema: endpointSchema(waitlistApi.list, {
      tags: ['waitlist'],
      summary:
        "The signed-in traveller's waitlist places with their position, newest first (live=true: waiting and offered only)",
      security: bearer,
      errors: [401, 422],
    }),
    handler: async (request) => {
      const { items, meta } = await service.listMine(auth.session(request).user.id, request.query);
      return list(items, meta);
    },
  });

  app.route({
    ...endpointRoute(app, waitlistApi.offer),
    onRequest: auth.requireUser(),
    schema: endpointSchema(waitlistApi.offer, {
      tags: ['waitlist'],
      summary: "The live offer an email's link carries: the departure, the seats held and until when (404 otherwise)",
      security: bearer,
      errors: [401, 404, 422],
    }),
    handler: async (request) => ok(await service.offer(auth.session(request).user.id, request.params.token)),
  });
}
