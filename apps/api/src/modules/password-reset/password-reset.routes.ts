import { DESK_MESSAGES } from '@trails/contracts/admin-desk-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { adminPasswordResetApi, passwordResetApi } from '@trails/contracts/password-reset';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { done } from '../../lib/respond.ts';

export function registerPasswordResetRoutes(app: App, { passwordReset: service, config }: ModuleDeps): void {
  const limit = (groupId: string) => ({ max: config.AUTH_RATE_LIMIT, timeWindow: '1 minute', groupId });

  app.route({
    ...endpointRoute(app, passwordResetApi.forgot),
    config: { rateLimit: limit('forgot-password') },
    schema: endpointSchema(passwordResetApi.forgot, {
      tags: ['auth'],
      summary: 'Email a one-hour reset link; the answer is the same whether the account exists or not',
      errors: [422, 429],
    }),
    handler: async (request) => {
      service.requestReset(request.body, {
        onError: (error) => request.log.error({ err: error }, 'password reset link not written'),
      });
      return done(MESSAGES.resetLinkSent);
    },
  });

  app.route({
    ...endpointRoute(app, passwordResetApi.reset),
    config: { rateLimit: limit('reset-password') },
    schema: endpointSchema(passwordResetApi.reset, {
      tags: ['auth'],
      summary: 'Choose a new password with the emailed token; every session of the account ends',
      errors: [422, 429],
    }),
    handler: async (request) => {
      await service.reset(request.body);
      return done(MESSAGES.passwordResetDone);
    },
  });
}

/** Staff send a traveller the reset link from the user screen: never a password set by someone else. */
export function registerAdminPasswordResetRoutes(
  admin: App,
  { passwordReset: service, auth }: Pick<ModuleDeps, 'passwordReset' | 'auth'>,
): void {
  const sendLink = adminPasswordResetApi['password-reset'];
  admin.route({
    ...endpointRoute(admin, sendLink),
    schema: endpointSchema(sendLink, {
      tags: ['admin users'],
      security,
      summary:
        'Email the account a one-hour password reset link (staff never set a password); 409 for a blocked account',
      errors: [401, 403, 404, 409, 422],
    }),
    handler: async (request) => {
      await service.sendLinkFor(request.params.id, { id: auth.session(request).user.id, ip: request.ip });
      return done(DESK_MESSAGES.passwordResetSent);
    },
  });
}
