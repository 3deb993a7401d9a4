import { verifyEmailBody } from '@trails/contracts/auth';
import { errorBody, messageEnvelope } from '@trails/contracts/common';
import { MESSAGES } from '@trails/contracts/messages';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { done } from '../../lib/respond.ts';
import { bearerSecurity } from '../../lib/openapi.ts';

export function registerEmailVerificationRoutes(
  app: App,
  { emailVerification: service, auth, config }: Pick<ModuleDeps, 'emailVerification' | 'auth' | 'config'>,
): void {
  const limit = (groupId: string) => ({ max: config.AUTH_RATE_LIMIT, timeWindow: '1 minute', groupId });

  app.post(
    '/api/auth/verify-email',
    {
      config: { rateLimit: limit('verify-email') },
      schema: {
        tags: ['auth'],
        summary: 'Confirm the account’s email address with the emailed token (works once, for 24 hours)',
        body: verifyEmailBody,
        response: { 200: messageEnvelope, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await service.verify(request.body);
      return done(MESSAGES.emailVerified);
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      onRequest: auth.requireUser(),
      config: { rateLimit: limit('verify-email-resend') },
      schema: {
        tags: ['auth'],
        summary: 'Email a new verification link to the signed-in account (at most one a minute)',
        security: bearerSecurity,
        response: { 200: messageEnvelope, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await service.resend(auth.session(request).user);
      return done(MESSAGES.verificationSent);
    },
  );
}
