import { z } from 'zod';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { envelope, errorBody } from '@trails/contracts/common';
import { MESSAGES } from '@trails/contracts/messages';
import {
  adminSettingsSchema,
  publicSettingsSchema,
  settingKeyParam,
  testEmailBody,
  testEmailResult,
  updateSettingBody,
} from '@trails/contracts/settings';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { ok } from '../../lib/respond.ts';
import { bearerSecurity } from '../../lib/openapi.ts';

export function registerSettingsRoutes(app: App, { settings: service }: ModuleDeps): void {
  app.get(
    '/api/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Public site settings',
        response: { 200: envelope(publicSettingsSchema) },
      },
    },
    async () => ok(await service.getPublic()),
  );
}

/** Paths under /api/admin; on top of the scope's staff token, only admins read or change settings. */
export function registerAdminSettingsRoutes(admin: App, { auth, settings: service }: ModuleDeps): void {
  admin.get(
    '/settings',
    {
      schema: {
        tags: ['admin settings'],
        summary: 'Every setting, public and private (admins only; the mail password is never shown)',
        security: bearerSecurity,
        response: { 200: envelope(adminSettingsSchema), 401: errorBody, 403: errorBody },
      },
    },
    async () => ok(await service.getAdmin()),
  );

  // Registered before /settings/:key would be asked for it: a fixed path wins over a parameter anyway.
  admin.post(
    '/settings/test-email',
    {
      schema: {
        tags: ['admin settings'],
        summary: 'Send a test email to the signed-in admin with the mail settings as entered',
        security: bearerSecurity,
        body: testEmailBody,
        response: { 200: envelope(testEmailResult), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const { user } = auth.session(request);
      return ok(
        await service.sendTestEmail(request.body, { address: user.email, name: user.name }),
        ADMIN_MESSAGES.testEmailSent,
      );
    },
  );

  admin.put(
    '/settings/:key',
    {
      schema: {
        tags: ['admin settings'],
        summary:
          'Change one setting (admins only), checked by its type. A new currency relabels every price without converting it: while priced trips exist it answers 409 unless `confirm` is true',
        security: bearerSecurity,
        params: settingKeyParam,
        body: updateSettingBody,
        response: {
          200: envelope(z.object({ key: z.string(), value: z.string() })),
          401: errorBody,
          403: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) =>
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
  );
}
