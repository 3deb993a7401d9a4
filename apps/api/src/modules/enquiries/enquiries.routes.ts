import { enquiriesApi } from '@trails/contracts/enquiries';
import { ENQUIRY_LIMITS } from '@trails/contracts/enquiry-constants';
import { MESSAGES } from '@trails/contracts/messages';
import type { App } from '../../lib/types.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { requestLocale } from '../../lib/language.ts';
import { done } from '../../lib/respond.ts';
import type { ModuleDeps } from '../deps.ts';

export function registerEnquiryRoutes(app: App, { enquiries, auth }: ModuleDeps): void {
  app.route({
    ...endpointRoute(app, enquiriesApi.create),
    // Public, so bounded per address: a form is not a mail cannon.
    config: { rateLimit: { max: ENQUIRY_LIMITS.perMinute, timeWindow: '1 minute', groupId: 'enquiry' } },
    onRequest: auth.optionalUser(),
    schema: endpointSchema(enquiriesApi.create, {
      tags: ['enquiries'],
      summary: 'Send an enquiry; the traveller and the operator get an email, staff a notification',
      description: 'Open to visitors; a valid traveller token links the enquiry to that account.',
      errors: [422, 429],
    }),
    handler: async (request, reply) => {
      await enquiries.create(request.body, {
        userId: auth.sessionIfAny(request)?.user.id ?? null,
        language: requestLocale(request.headers['accept-language']),
      });
      return reply.status(201).send(done(MESSAGES.enquirySent));
    },
  });
}
