import { accountApi } from '@trails/contracts/account';
import { MESSAGES } from '@trails/contracts/messages';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';
import { done } from '../../lib/respond.ts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';

const tags = ['account'];
const errors = [401, 403, 422] as const;

/** The signed-in owner's controls: change the password, download the data, delete the account. */
export function registerAccountRoutes(app: App, { auth, account }: Pick<ModuleDeps, 'auth' | 'account'>): void {
  app.route({
    ...endpointRoute(app, accountApi.changePassword),
    onRequest: auth.requireUser(),
    schema: endpointSchema(accountApi.changePassword, {
      tags,
      security,
      summary:
        'Change the password with the current one (registration’s rules); every other session ends and the owner is emailed',
      errors,
    }),
    handler: async (request) => {
      await account.changePassword(auth.session(request), request.body);
      return done(MESSAGES.passwordChanged);
    },
  });

  app.route({
    ...endpointRoute(app, accountApi.export),
    onRequest: auth.requireUser(),
    schema: endpointSchema(accountApi.export, {
      tags,
      security,
      summary:
        'Everything the account holds (account, bookings, payments, reviews, wishlist, enquiries, custom trips, blogs, notifications) as a JSON file',
      errors,
    }),
    handler: async (request, reply) => {
      const data = await account.exportData(auth.session(request));
      const day = data.exported_at.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  });

  app.route({
    ...endpointRoute(app, accountApi.remove),
    onRequest: auth.requireUser(),
    schema: endpointSchema(accountApi.remove, {
      tags,
      security,
      summary:
        'Delete the signed-in traveller’s account with the current password: personal data erased, bookings kept without the name, every session ended, a confirmation emailed (403 for staff accounts)',
      errors: [...errors, 404],
    }),
    handler: async (request) => {
      await account.deleteAccount(auth.session(request), request.body);
      return done(MESSAGES.accountDeleted);
    },
  });
}
