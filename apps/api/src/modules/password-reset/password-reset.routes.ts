import { MESSAGES, errorBody, forgotPasswordBody, messageEnvelope, resetPasswordBody } from '@trails/contracts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { done } from '../../lib/respond.ts';

export function registerPasswordResetRoutes(app: App, { passwordReset: service, config }: ModuleDeps): void {
  const limit = (groupId: string) => ({ max: config.AUTH_RATE_LIMIT, timeWindow: '1 minute', groupId });

  app.post(
    '/api/auth/forgot-password',
    {
      config: { rateLimit: limit('forgot-password') },
      schema: {
        tags: ['auth'],
        summary: 'Email a one-hour reset link; the answer is the same whether the account exists or not',
        body: forgotPasswordBody,
        response: { 200: messageEnvelope, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      service.requestReset(request.body, {
        onError: (error) => request.log.error({ err: error }, 'password reset link not written'),
      });
      return done(MESSAGES.resetLinkSent);
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit: limit('reset-password') },
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the emailed token; every session of the account ends',
        body: resetPasswordBody,
        response: { 200: messageEnvelope, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await service.reset(request.body);
      return done(MESSAGES.passwordResetDone);
    },
  );
}
