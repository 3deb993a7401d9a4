import { adminCampaignsApi as api } from '@trails/contracts/admin-campaigns';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../lib/types.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { done, ok } from '../../lib/respond.ts';
import type { ModuleDeps } from '../deps.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin campaigns'];
const guarded = [401, 403] as const;

/**
 * Newsletters to travellers: preview, a test to yourself, send, and the list. Admins only, as the
 * route policy (`modules/auth/admin-policy.ts`) says.
 */
export function registerAdminCampaignRoutes(admin: App, { auth, campaigns }: Pick<ModuleDeps, 'auth' | 'campaigns'>) {
  const author = (request: FastifyRequest) => {
    const { user } = auth.session(request);
    return { id: user.id, name: user.name, email: user.email, locale: user.locale };
  };

  admin.route({
    ...endpointRoute(admin, api.preview),
    schema: endpointSchema(api.preview, {
      tags,
      security,
      summary: 'How many travellers a newsletter would reach, and the email as they would see it',
      errors: [404, 422, ...guarded],
    }),
    handler: async (request) => ok(await campaigns.preview(author(request), request.body)),
  });

  admin.route({
    ...endpointRoute(admin, api.test),
    schema: endpointSchema(api.test, {
      tags,
      security,
      summary: 'Send the newsletter to yourself only',
      errors: [404, 422, ...guarded],
    }),
    handler: async (request) => {
      await campaigns.sendTest(author(request), request.body);
      return done(ADMIN_MESSAGES.campaignTestSent);
    },
  });

  admin.route({
    ...endpointRoute(admin, api.send),
    schema: endpointSchema(api.send, {
      tags,
      security,
      summary: 'Send a newsletter: stored, then its emails are queued in batches (202)',
      errors: [404, 422, ...guarded],
    }),
    handler: async (request, reply) =>
      reply.code(202).send(ok(await campaigns.send(author(request), request.body), ADMIN_MESSAGES.campaignQueued)),
  });

  admin.route({
    ...endpointRoute(admin, api.list),
    schema: endpointSchema(api.list, {
      tags,
      security,
      summary: 'Newsletters sent, newest first, with how many emails were queued, sent and failed',
      errors: [422, ...guarded],
    }),
    handler: async (request) => campaigns.list(request.query),
  });
}
