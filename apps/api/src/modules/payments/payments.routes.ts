import { bookingIdParam } from '@trails/contracts/bookings';
import { envelope, errorBody } from '@trails/contracts/common';
import {
  bookingPaymentState,
  createPaymentBody,
  paymentStart,
  paymentVerified,
  razorpayVerifyBody,
  stripeVerifyBody,
} from '@trails/contracts/payments';
import { z } from 'zod';
import type { App } from '../../lib/types.ts';
import { ok } from '../../lib/respond.ts';
import { bearerSecurity as bearer } from '../../lib/openapi.ts';
import type { ModuleDeps } from '../deps.ts';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  422: errorBody,
  502: errorBody,
};
/** A webhook body is small; a provider never sends more. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** The traveller's payments of a booking, the return from the provider, and the providers' webhooks. */
export function registerPaymentRoutes(app: App, { payments, auth }: Pick<ModuleDeps, 'payments' | 'auth'>): void {
  app.get(
    '/api/bookings/:id/payments',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['payments'],
        summary: "An own booking's money: paid, due, the deposit and the choices to pay online now",
        security: bearer,
        params: bookingIdParam,
        response: { 200: envelope(bookingPaymentState), ...errors },
      },
    },
    async (request) => ok(await payments.state(auth.session(request).user.id, request.params.id)),
  );

  app.post(
    '/api/bookings/:id/payments',
    {
      onRequest: auth.requireUser(),
      schema: {
        tags: ['payments'],
        summary: 'Start paying an own booking online (deposit, balance or full; the server computes the amount)',
        description:
          'Answers provider, amount, currency and, for Razorpay, order_id and key_id for Checkout; for Stripe, checkout_url (its hosted page).',
        security: bearer,
        params: bookingIdParam,
        body: createPaymentBody,
        response: { 201: envelope(paymentStart), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await payments.start(auth.session(request).user.id, request.params.id, request.body.amount))),
  );

  app.post(
    '/api/payments/razorpay/verify',
    {
      schema: {
        tags: ['payments'],
        summary:
          "Razorpay Checkout's return: the signature HMAC-SHA256(order_id|payment_id) checked before anything changes",
        body: razorpayVerifyBody,
        response: { 200: envelope(paymentVerified), ...errors },
      },
    },
    async (request) => ok(await payments.verifyReturn('razorpay', request.body)),
  );

  app.post(
    '/api/payments/stripe/verify',
    {
      schema: {
        tags: ['payments'],
        summary: "Stripe Checkout's return: the session asked of Stripe, applied when paid",
        body: stripeVerifyBody,
        response: { 200: envelope(paymentVerified), ...errors },
      },
    },
    async (request) => ok(await payments.verifyReturn('stripe', request.body)),
  );

  // Webhooks are verified over the exact bytes received: this scope keeps JSON bodies raw.
  void app.register(async (scope: App) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const webhook = (provider: 'razorpay' | 'stripe', header: string) =>
      scope.post(
        `/api/payments/${provider}/webhook`,
        {
          bodyLimit: WEBHOOK_BODY_LIMIT,
          schema: {
            tags: ['payments'],
            summary: `${provider === 'razorpay' ? 'Razorpay' : 'Stripe'}'s webhook, signed in ${header}; stored by event id and applied once`,
            response: { 200: envelope(z.object({ duplicate: z.boolean() })), 400: errorBody, 409: errorBody },
          },
        },
        async (request) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          return ok(await payments.webhook(provider, raw, request.headers));
        },
      );
    webhook('razorpay', 'X-Razorpay-Signature');
    webhook('stripe', 'Stripe-Signature');
  });
}
