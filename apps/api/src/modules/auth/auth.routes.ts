import {
  authResult,
  loginBody,
  registerBody,
  updateAdminProfileBody,
  updateProfileBody,
  userSchema,
} from '@trails/contracts/auth';
import { envelope, errorBody, messageEnvelope } from '@trails/contracts/common';
import { MESSAGES } from '@trails/contracts/messages';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { clientOf } from './auth.service.ts';
import { done, ok } from '../../lib/respond.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';

/** The only admin addresses that need no staff token: where staff sign in. */
export const ADMIN_SIGN_IN_PATHS = ['/api/admin/auth/login', '/api/admin/login'] as const;
const errors = { 401: errorBody, 403: errorBody, 422: errorBody };

export function registerAuthRoutes(app: App, { config, auth, profile }: ModuleDeps): void {
  // Each counter is named; one store holds them all (see plugins/rate-limit-store.ts).
  const limit = (groupId: string) => ({ max: config.AUTH_RATE_LIMIT, timeWindow: '1 minute', groupId });

  app.post(
    '/api/auth/register',
    {
      config: { rateLimit: limit('register') },
      schema: {
        tags: ['auth'],
        summary: 'Create a traveller account and sign in',
        body: registerBody,
        response: { 201: envelope(authResult), 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const result = await auth.register(request.body, clientOf(request));
      return reply.status(201).send(ok(result, MESSAGES.registerSuccess));
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: limit('login') },
      schema: {
        tags: ['auth'],
        summary: 'Sign in to the public site',
        body: loginBody,
        response: { 200: envelope(authResult), 403: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => ok(await auth.login(request.body, clientOf(request)), MESSAGES.loginSuccess),
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the token stops working',
        security: bearer,
        response: { 200: messageEnvelope, ...errors },
      },
    },
    async (request) => {
      await auth.logout(auth.session(request));
      return done(MESSAGES.loggedOut);
    },
  );

  app.get(
    '/api/auth/user',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['auth'],
        summary: 'The signed-in traveller’s account',
        security: bearer,
        response: { 200: envelope(userSchema), ...errors },
      },
    },
    async (request) => ok(auth.toUserDto(auth.session(request).user)),
  );

  app.put(
    '/api/user',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['auth'],
        summary: 'Update the signed-in traveller’s profile',
        security: bearer,
        body: updateProfileBody,
        response: { 200: envelope(userSchema), ...errors },
      },
    },
    async (request) => ok(await profile.update(auth.session(request).user, request.body), MESSAGES.profileUpdated),
  );

  // Back-office sign-in, outside the admin scope (it is how a staff token is obtained). Two
  // addresses exist in the wild; both answer the same.
  for (const url of ADMIN_SIGN_IN_PATHS) {
    app.post(
      url,
      {
        // Both addresses share one counter.
        config: { rateLimit: limit('admin-login') },
        schema: {
          tags: ['admin auth'],
          summary: 'Sign in to the back office (staff accounts only)',
          body: loginBody,
          response: { 200: envelope(authResult), 403: errorBody, 422: errorBody, 429: errorBody },
        },
      },
      async (request) => ok(await auth.adminLogin(request.body, clientOf(request)), MESSAGES.loginSuccess),
    );
  }
}

/** Paths under /api/admin; the admin scope has already required a staff token. */
export function registerAdminAuthRoutes(admin: App, { auth, profile }: ModuleDeps): void {
  admin.post(
    '/auth/logout',
    {
      schema: {
        tags: ['admin auth'],
        summary: 'Sign out of the back office: the token stops working',
        security: bearer,
        response: { 200: messageEnvelope, ...errors },
      },
    },
    async (request) => {
      await auth.logout(auth.session(request));
      return done(MESSAGES.loggedOut);
    },
  );

  admin.get(
    '/auth/profile',
    {
      schema: {
        tags: ['admin auth'],
        summary: 'The signed-in staff member’s account',
        security: bearer,
        response: { 200: envelope(userSchema), ...errors },
      },
    },
    async (request) => ok(auth.toUserDto(auth.session(request).user)),
  );

  admin.put(
    '/profile',
    {
      schema: {
        tags: ['admin auth'],
        summary: 'Change the signed-in staff member’s name and email, and the password with the current one',
        security: bearer,
        body: updateAdminProfileBody,
        response: { 200: envelope(userSchema), ...errors },
      },
    },
    async (request) => ok(await profile.updateAdmin(auth.session(request), request.body), MESSAGES.profileUpdated),
  );
}
