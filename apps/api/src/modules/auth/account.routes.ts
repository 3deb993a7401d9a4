import { accountExport, changePasswordBody, deleteAccountBody } from '@trails/contracts/account';
import { errorBody, messageEnvelope } from '@trails/contracts/common';
import { MESSAGES } from '@trails/contracts/messages';
import { bearerSecurity as security } from '../../lib/openapi.ts';
import { done } from '../../lib/respond.ts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';

const tags = ['account'];
const errors = { 401: errorBody, 403: errorBody, 422: errorBody };

/** The signed-in owner's controls: change the password, download the data, delete the account. */
export function registerAccountRoutes(app: App, { auth, account }: Pick<ModuleDeps, 'auth' | 'account'>): void {
  app.put(
    '/api/user/password',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags,
        security,
        summary:
          'Change the password with the current one (registration’s rules); every other session ends and the owner is emailed',
        body: changePasswordBody,
        response: { 200: messageEnvelope, ...errors },
      },
    },
    async (request) => {
      await account.changePassword(auth.session(request), request.body);
      return done(MESSAGES.passwordChanged);
    },
  );

  app.get(
    '/api/user/export',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags,
        security,
        summary:
          'Everything the account holds (account, bookings, payments, reviews, wishlist, enquiries, custom trips, blogs, notifications) as a JSON file',
        response: { 200: accountExport, ...errors },
      },
    },
    async (request, reply) => {
      const data = await account.exportData(auth.session(request));
      const day = data.exported_at.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  app.delete(
    '/api/user',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags,
        security,
        summary:
          'Delete the signed-in traveller’s account with the current password: personal data erased, bookings kept without the name, every session ended, a confirmation emailed (403 for staff accounts)',
        body: deleteAccountBody,
        response: { 200: messageEnvelope, 404: errorBody, ...errors },
      },
    },
    async (request) => {
      await account.deleteAccount(auth.session(request), request.body);
      return done(MESSAGES.accountDeleted);
    },
  );
}
