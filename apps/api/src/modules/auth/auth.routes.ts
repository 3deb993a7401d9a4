import { adminAuthApi, adminLoginAlias, adminProfileApi, authApi } from '@trails/contracts/auth';
import { MESSAGES } from '@trails/contracts/messages';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { clientOf } from './auth.service.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { done, ok } from '../../lib/respond.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';

/** The back office's sign-in: two addresses exist in the wild; both answer the same. */
const ADMIN_SIGN_IN = [adminAuthApi.login, adminLoginAlias] as const;

/** The only admin addresses that need no staff token: where staff sign in. */
export const ADMIN_SIGN_IN_PATHS = ADMIN_SIGN_IN.map((definition) => definition.path);
const errors = [401, 403, 422] as const;

export function registerAuthRoutes(app: App, { config, auth, profile }: ModuleDeps): void {
  // Each counter is named; one store holds them all (see plugins/rate-limit-store.ts).
  const limit = (groupId: string) => ({ max: config.AUTH_RATE_LIMIT, timeWindow: '1 minute', groupId });

  app.route({
    ...endpointRoute(app, authApi.register),
    config: { rateLimit: limit('register') },
    schema: endpointSchema(authApi.register, {
      tags: ['auth'],
      summary: 'Create a traveller account and sign in',
      errors: [422, 429],
    }),
    handler: async (request, reply) => {
      const result = await auth.register(request.body, clientOf(request));
      return reply.status(201).send(ok(result, MESSAGES.registerSuccess));
    },
  });

  app.route({
    ...endpointRoute(app, authApi.login),
    config: { rateLimit: limit('login') },
    schema: endpointSchema(authApi.login, {
      tags: ['auth'],
      summary: 'Sign in to the public site',
      errors: [403, 422, 429],
    }),
    handler: async (request) => ok(await auth.login(request.body, clientOf(request)), MESSAGES.loginSuccess),
  });

  app.route({
    ...endpointRoute(app, authApi.logout),
    onRequest: auth.requireUser(),
    schema: endpointSchema(authApi.logout, {
      tags: ['auth'],
      summary: 'Sign out: the token stops working',
      security: bearer,
      errors,
    }),
    handler: async (request) => {
      await auth.logout(auth.session(request));
      return done(MESSAGES.loggedOut);
    },
  });

  app.route({
    ...endpointRoute(app, authApi.user),
    onRequest: auth.requireUser(),
    schema: endpointSchema(authApi.user, {
      tags: ['auth'],
      summary: 'The signed-in traveller’s account',
      security: bearer,
      errors,
    }),
    handler: async (request) => ok(auth.toUserDto(auth.session(request).user)),
  });

  app.route({
    ...endpointRoute(app, authApi.updateProfile),
    onRequest: auth.requireUser(),
    schema: endpointSchema(authApi.updateProfile, {
      tags: ['auth'],
      summary: 'Update the signed-in traveller’s profile',
      security: bearer,
      errors,
    }),
    handler: async (request) =>
      ok(await profile.update(auth.session(request).user, request.body), MESSAGES.profileUpdated),
  });

  // Back-office sign-in, outside the admin scope (it is how a staff token is obtained).
  for (const definition of ADMIN_SIGN_IN) {
    app.route({
      ...endpointRoute(app, definition),
      // Both addresses share one counter.
      config: { rateLimit: limit('admin-login') },
      schema: endpointSchema(definition, {
        tags: ['admin auth'],
        summary: 'Sign in to the back office (staff accounts only)',
        errors: [403, 422, 429],
      }),
      handler: async (request) => ok(await auth.adminLogin(request.body, clientOf(request)), MESSAGES.loginSuccess),
    });
  }
}

/** Paths under /api/admin; the admin scope has already required a staff token. */
export function registerAdminAuthRoutes(admin: App, { auth, profile }: ModuleDeps): void {
  admin.route({
    ...endpointRoute(admin, adminAuthApi.logout),
    schema: endpointSchema(adminAuthApi.logout, {
      tags: ['admin auth'],
      summary: 'Sign out of the back office: the token stops working',
      security: bearer,
      errors,
    }),
    handler: async (request) => {
      await auth.logout(auth.session(request));
      return done(MESSAGES.loggedOut);
    },
  });

  admin.route({
    ...endpointRoute(admin, adminAuthApi.profile),
    schema: endpointSchema(adminAuthApi.profile, {
      tags: ['admin auth'],
      summary: 'The signed-in staff member’s account',
      security: bearer,
      errors,
    }),
    handler: async (request) => ok(auth.toUserDto(auth.session(request).user)),
  });

  admin.route({
    ...endpointRoute(admin, adminProfileApi.replace),
    schema: endpointSchema(adminProfileApi.replace, {
      tags: ['admin auth'],
      summary: 'Change the signed-in staff member’s name and email, and the password with the current one',
      security: bearer,
      errors,
    }),
    handler: async (request) =>
      ok(await profile.updateAdmin(auth.session(request), request.body), MESSAGES.profileUpdated),
  });
}
