import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { adminSettingsApi, settingsApi } from '@trails/contracts/settings';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { ok } from '../../lib/respond.ts';
import { bearerSecurity } from '../../lib/openapi.ts';

export function registerSettingsRoutes(app: App, { settings: service }: ModuleDeps): void {
  app.route({
    ...endpointRoute(app, settingsApi.get),
    schema: endpointSchema(settingsApi.get, { tags: ['settings'], summary: 'Public site settings' }),
    handler: async () => ok(await service.getPublic()),
  });
}

/** Paths under /api/admin; on top of the scope's staff token, only admins read or change settings. */
export function registerAdminSettingsRoutes(admin: App, { auth, settings: service }: ModuleDeps): void {
  admin.route({
    ...endpointRoute(admin, adminSettingsApi.read),
    schema: endpointSchema(adminSettingsApi.read, {
      tags: ['admin settings'],
      summary: 'Every setting, public and private (admins only; the mail password is never shown)',
      security: bearerSecurity,
      errors: [401, 403],
    }),
    handler: async () => ok(await service.getAdmin()),
  });

  // Registered before /settings/:key would be asked for it: a fixed path wins over a parameter anyway.
  admin.route({
    ...endpointRoute(admin, adminSettingsApi['test-email']),
    schema: endpointSchema(adminSettingsApi['test-email'], {
      tags: ['admin settings'],
      summary: 'Send a test email to the signed-in admin with the mail settings as entered',
      security: bearerSecurity,
      errors: [401, 403, 422],
    }),
    handler: async (request) => {
      const { user } = auth.session(request);
      return ok(
        await service.sendTestEmail(request.body, { address: user.email, name: user.name }),
        ADMIN_MESSAGES.testEmailSent,
      );
    },
  });

  admin.route({
    ...endpointRoute(admin, adminSettingsApi.update),
    schema: endpointSchema(adminSettingsApi.update, {
      tags: ['admin settings'],
      summary:
        'Change one setting (admins only), checked by its type. A new currency relabels every price without converting it: while priced trips exist it answers 409 unless `confirm` is true',
      security: bearerSecurity,
      errors: [401, 403, 409, 422],
    }),
    handler: async (request) =>
      ok(
        await service.update(
          request.params.key,
          request.body.value,
          request.body.type,
          auth.session(request).user.id,
          request.body.confirm,
        ),
        MESSAGES.settingsUpdated,
      ),
  });
}
