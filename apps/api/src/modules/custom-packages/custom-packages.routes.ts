import { CUSTOM_PACKAGE_LIMITS, customPackagesApi } from '@trails/contracts/custom-packages';
import { MESSAGES } from '@trails/contracts/messages';
import { readerLocale, requestLocale } from '../../lib/language.ts';
import { publicCache } from '../catalogue/http.ts';
import { list, ok } from '../../lib/respond.ts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';

export function registerCustomPackageRoutes(app: App, { customPackages, auth }: ModuleDeps): void {
  app.route({
    ...endpointRoute(app, customPackagesApi.budget),
    onSend: publicCache,
    schema: endpointSchema(customPackagesApi.budget, {
      tags: ['custom-packages'],
      summary:
        "The builder's budget: the site currency, the lowest budget and its step in that currency, and an opening range from the middle half of the trips' prices",
    }),
    handler: async () => ok(await customPackages.budget()),
  });

  app.route({
    ...endpointRoute(app, customPackagesApi.create),
    // Each request mails the traveller and the operator: bounded per address.
    config: {
      rateLimit: { max: CUSTOM_PACKAGE_LIMITS.perTenMinutes, timeWindow: '10 minutes', groupId: 'custom-package' },
    },
    onRequest: auth.requireUser(),
    schema: endpointSchema(customPackagesApi.create, {
      tags: ['custom-packages'],
      summary: 'Ask for a custom trip; the traveller and the operator get an email, staff a notification',
      security: bearer,
      errors: [401, 422, 429],
    }),
    handler: async (request, reply) => {
      const created = await customPackages.create(
        auth.session(request).user,
        request.body,
        requestLocale(request.headers['accept-language']),
      );
      return reply.status(201).send(ok(created, MESSAGES.customSubmitted));
    },
  });

  app.route({
    ...endpointRoute(app, customPackagesApi.list),
    onRequest: auth.requireUser(),
    schema: endpointSchema(customPackagesApi.list, {
      tags: ['custom-packages'],
      summary: "The signed-in traveller's own custom trip requests, newest first, with the quote once quoted",
      security: bearer,
      errors: [401, 422],
    }),
    handler: async (request) => {
      const { items, meta } = await customPackages.list(
        auth.session(request).user.id,
        request.query.page,
        request.query.per_page,
      );
      return list(items, meta);
    },
  });

  for (const answer of ['accept', 'decline'] as const)
    app.route({
      ...endpointRoute(app, customPackagesApi[answer]),
      onRequest: auth.requireUser(),
      schema: endpointSchema(customPackagesApi[answer], {
        tags: ['custom-packages'],
        summary:
          answer === 'accept'
            ? 'Accept the quote of one of your own requests (it becomes confirmed)'
            : 'Decline the quote of one of your own requests (it becomes cancelled)',
        security: bearer,
        errors: [401, 404, 409, 422],
      }),
      handler: async (request) =>
        ok(
          await customPackages.respond(auth.session(request).user, request.params.id, answer),
          answer === 'accept' ? MESSAGES.customQuoteAccepted : MESSAGES.customQuoteDeclined,
        ),
    });

  app.route({
    ...endpointRoute(app, customPackagesApi.quotePdf),
    onRequest: auth.requireUser(),
    schema: endpointSchema(customPackagesApi.quotePdf, {
      tags: ['custom-packages'],
      summary:
        'The quote of an own custom trip request, as a PDF download (404 for another traveller’s, as for a missing one)',
      security: bearer,
    }),
    handler: async (request, reply) => {
      const { user } = auth.session(request);
      const language = readerLocale(request, user.locale);
      const { filename, content } = await customPackages.quotePdf(user.id, request.params.id, language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  });
}
