import { envelope, errorBody, idParam, listEnvelope } from '@trails/contracts/common';
import {
  CUSTOM_PACKAGE_LIMITS,
  createCustomPackageBody,
  customBudgetSchema,
  customPackageListQuery,
  customPackageSchema,
} from '@trails/contracts/custom-packages';
import { MESSAGES } from '@trails/contracts/messages';
import { readerLocale, requestLocale } from '../../lib/language.ts';
import { publicCache } from '../catalogue/http.ts';
import { list, ok } from '../../lib/respond.ts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';

export function registerCustomPackageRoutes(app: App, { customPackages, auth }: ModuleDeps): void {
  app.get(
    '/api/custom-packages/budget',
    {
      onSend: publicCache,
      schema: {
        tags: ['custom-packages'],
        summary:
          "The builder's budget: the site currency, the lowest budget and its step in that currency, and an opening range from the middle half of the trips' prices",
        response: { 200: envelope(customBudgetSchema) },
      },
    },
    async () => ok(await customPackages.budget()),
  );

  app.post(
    '/api/custom-packages',
    {
      // Each request mails the traveller and the operator: bounded per address.
      config: {
        rateLimit: { max: CUSTOM_PACKAGE_LIMITS.perTenMinutes, timeWindow: '10 minutes', groupId: 'custom-package' },
      },
      onRequest: auth.requireUser(),
      schema: {
        tags: ['custom-packages'],
        summary: 'Ask for a custom trip; the traveller and the operator get an email, staff a notification',
        security: bearer,
        body: createCustomPackageBody,
        response: { 201: envelope(customPackageSchema), 401: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const created = await customPackages.create(
        auth.session(request).user,
        request.body,
        requestLocale(request.headers['accept-language']),
      );
      return reply.status(201).send(ok(created, MESSAGES.customSubmitted));
    },
  );

  app.get(
    '/api/custom-packages',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['custom-packages'],
        summary: "The signed-in traveller's own custom trip requests, newest first, with the quote once quoted",
        security: bearer,
        querystring: customPackageListQuery,
        response: { 200: listEnvelope(customPackageSchema), 401: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const { items, meta } = await customPackages.list(
        auth.session(request).user.id,
        request.query.page,
        request.query.per_page,
      );
      return list(items, meta);
    },
  );

  for (const answer of ['accept', 'decline'] as const)
    app.post(
      `/api/custom-packages/:id/${answer}`,
      {
        onRequest: auth.requireUser(),
        schema: {
          tags: ['custom-packages'],
          summary:
            answer === 'accept'
              ? 'Accept the quote of one of your own requests (it becomes confirmed)'
              : 'Decline the quote of one of your own requests (it becomes cancelled)',
          security: bearer,
          params: idParam,
          response: {
            200: envelope(customPackageSchema),
            401: errorBody,
            404: errorBody,
            409: errorBody,
            422: errorBody,
          },
        },
      },
      async (request) =>
        ok(
          await customPackages.respond(auth.session(request).user, request.params.id, answer),
          answer === 'accept' ? MESSAGES.customQuoteAccepted : MESSAGES.customQuoteDeclined,
        ),
    );

  app.get(
    '/api/custom-packages/:id/quote.pdf',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['custom-packages'],
        produces: ['application/pdf'],
        summary:
          'The quote of an own custom trip request, as a PDF download (404 for another traveller’s, as for a missing one)',
        security: bearer,
        params: idParam,
      },
    },
    async (request, reply) => {
      const { user } = auth.session(request);
      const language = readerLocale(request, user.locale);
      const { filename, content } = await customPackages.quotePdf(user.id, request.params.id, language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );
}
