import { emailVerificationApi } from '@trails/contracts/auth';
import { MESSAGES } from '@trails/contracts/messages';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { done } from '../../lib/respond.ts';
import { bearerSecurity } from '../../lib/openapi.ts';

export function registerEmailVerificationRoutes(
  app: App,
  { emailVerification: service, auth, config }: Pick<ModuleDeps, 'emailVerification' | 'auth' | 'config'>,
): void {
  const limit = (groupId: string) => ({ max: config.AUTH_RATE_LIMIT, timeWindow: '1 minute', groupId });

  app.route({
    ...endpointRoute(app, emailVerificationApi.verify),
    config: { rateLimit: limit('verify-email') },
    schema: endpointSchema(emailVerificationApi.verify, {
      tags: ['auth'],
      summary: 'Confirm the account’s email address with the emailed token (works once, for 24 hours)',
      errors: [422, 429],
    }),
    handler: async (request) => {
      await service.verify(request.body);
      return done(MESSAGES.emailVerified);
    },
  });

  app.route({
    ...endpointRoute(app, emailVerificationApi.resend),
    onRequest: auth.requireUser(),
    config: { rateLimit: limit('verify-email-resend') },
    schema: endpointSchema(emailVerificationApi.resend, {
      tags: ['auth'],
      summary: 'Email a new verification link to the signed-in account (at most one a minute)',
      security: bearerSecurity,
      errors: [401, 403, 409, 429],
    }),
    handler: async (request) => {
      await service.resend(auth.session(request).user);
      return done(MESSAGES.verificationSent);
    },
  });
}
