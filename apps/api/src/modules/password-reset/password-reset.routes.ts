import { DESK_MESSAGES } from '@trails/contracts/admin-desk-messages';
import { forgotPasswordBody, resetPasswordBody } from '@trails/contracts/bookings';
import { errorBody, idParam, messageEnvelope } from '@trails/contracts/common';
import { MESSAGES } from '@trails/contracts/messages';
import { bearerSecurity as security } from '../../lib/openapi.ts';
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

/** Staff send a traveller the reset link from the user screen: never a password set by someone else. */
export function registerAdminPasswordResetRoutes(
  admin: App,
  { passwordReset: service, auth }: Pick<ModuleDeps, 'passwordReset' | 'auth'>,
): void {
  admin.post(
    '/users/:id/password-reset',
    {
      schema: {
        tags: ['admin users'],
        security,
        summary:
          'Email the account a one-hour password reset link (staff never set a password); 409 for a blocked account',
        params: idParam,
        response: {
          200: messageEnvelope,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      await service.sendLinkFor(request.params.id, { id: auth.session(request).user.id, ip: request.ip });
      return done(DESK_MESSAGES.passwordResetSent);
    },
  );
}
