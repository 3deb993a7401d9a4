import { adminCampaign, adminCampaignsQuery, campaignBody, campaignPreview } from '@trails/contracts/admin-campaigns';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { envelope, errorBody, listEnvelope, messageEnvelope } from '@trails/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../lib/types.ts';
import { done, ok } from '../../lib/respond.ts';
import type { ModuleDeps } from '../deps.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin campaigns'];
const guarded = { 401: errorBody, 403: errorBody };

/**
 * Newsletters to travellers: preview, a test to yourself, send, and the list. Admins only, as the
 * route policy (`modules/auth/admin-policy.ts`) says.
 */
export function registerAdminCampaignRoutes(admin: App, { auth, campaigns }: Pick<ModuleDeps, 'auth' | 'campaigns'>) {
  const author = (request: FastifyRequest) => {
    const { user } = auth.session(request);
    return { id: user.id, name: user.name, email: user.email, locale: user.locale };
  };

  admin.post(
    '/notifications/campaign/preview',
    {
      schema: {
        tags,
        security,
        summary: 'How many travellers a newsletter would reach, and the email as they would see it',
        body: campaignBody,
        response: { 200: envelope(campaignPreview), 404: errorBody, 422: errorBody, ...guarded },
      },
    },
    async (request) => ok(await campaigns.preview(author(request), request.body)),
  );

  admin.post(
    '/notifications/campaign/test',
    {
      schema: {
        tags,
        security,
        summary: 'Send the newsletter to yourself only',
        body: campaignBody,
        response: { 200: messageEnvelope, 404: errorBody, 422: errorBody, ...guarded },
      },
    },
    async (request) => {
      await campaigns.sendTest(author(request), request.body);
      return done(ADMIN_MESSAGES.campaignTestSent);
    },
  );

  admin.post(
    '/notifications/campaign',
    {
      schema: {
        tags,
        security,
        summary: 'Send a newsletter: stored, then its emails are queued in batches (202)',
        body: campaignBody,
        response: { 202: envelope(adminCampaign), 404: errorBody, 422: errorBody, ...guarded },
      },
    },
    async (request, reply) =>
      reply.code(202).send(ok(await campaigns.send(author(request), request.body), ADMIN_MESSAGES.campaignQueued)),
  );

  admin.get(
    '/notifications/campaigns',
    {
      schema: {
        tags,
        security,
        summary: 'Newsletters sent, newest first, with how many emails were queued, sent and failed',
        querystring: adminCampaignsQuery,
        response: { 200: listEnvelope(adminCampaign), 422: errorBody, ...guarded },
      },
    },
    async (request) => campaigns.list(request.query),
  );
}
