import { paymentsApi } from '@trails/contracts/payments';
import type { App } from '../../lib/types.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { ok } from '../../lib/respond.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';
import type { ModuleDeps } from '../deps.ts';

const errors = [400, 401, 403, 404, 409, 422, 502] as const;
/** A webhook body is small; a provider never sends more. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** The traveller's payments of a booking, the return from the provider, and the providers' webhooks. */
export function registerPaymentRoutes(app: App, { payments, auth }: Pick<ModuleDeps, 'payments' | 'auth'>): void {
  app.route({
    ...endpointRoute(app, paymentsApi.state),
    onRequest: auth.requireUser(),
    schema: endpointSchema(paymentsApi.state, {
      tags: ['payments'],
      summary: "An own booking's money: paid, due, the deposit and the choices to pay online now",
      security: bearer,
      errors,
    }),
    handler: async (request) => ok(await payments.state(auth.session(request).user.id, request.params.id)),
  });

  app.route({
    ...endpointRoute(app, paymentsApi.start),
    onRequest: auth.requireUser(),
    schema: endpointSchema(paymentsApi.start, {
      tags: ['payments'],
      summary: 'Start paying an own booking online (deposit, balance or full; the server computes the amount)',
      description:
        'Answers provider, amount, currency and, for Razorpay, order_id and key_id for Checkout; for Stripe, checkout_url (its hosted page).',
      security: bearer,
      errors,
    }),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(ok(await payments.start(auth.session(request).user.id, request.params.id, request.body.amount))),
  });

  app.route({
    ...endpointRoute(app, paymentsApi.verifyRazorpay),
    schema: endpointSchema(paymentsApi.verifyRazorpay, {
      tags: ['payments'],
      summary:
        "Razorpay Checkout's return: the signature HMAC-SHA256(order_id|payment_id) checked before anything changes",
      errors,
    }),
    handler: async (request) => ok(await payments.verifyReturn('razorpay', request.body)),
  });

  app.route({
    ...endpointRoute(app, paymentsApi.verifyStripe),
    schema: endpointSchema(paymentsApi.verifyStripe, {
      tags: ['payments'],
      summary: "Stripe Checkout's return: the session asked of Stripe, applied when paid",
      errors,
    }),
    handler: async (request) => ok(await payments.verifyReturn('stripe', request.body)),
  });

  // Webhooks are verified over the exact bytes received: this scope keeps JSON bodies raw.
  void app.register(async (scope: App) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const webhooks = {
      razorpay: { definition: paymentsApi.razorpayWebhook, header: 'X-Razorpay-Signature' },
      stripe: { definition: paymentsApi.stripeWebhook, header: 'Stripe-Signature' },
    } as const;
    for (const provider of ['razorpay', 'stripe'] as const) {
      const { definition, header } = webhooks[provider];
      scope.route({
        ...endpointRoute(scope, definition),
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: endpointSchema(definition, {
          tags: ['payments'],
          summary: `${provider === 'razorpay' ? 'Razorpay' : 'Stripe'}'s webhook, signed in ${header}; stored by event id and applied once`,
          errors: [400, 409],
        }),
        handler: async (request) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          return ok(await payments.webhook(provider, raw, request.headers));
        },
      });
    }
  });
}
