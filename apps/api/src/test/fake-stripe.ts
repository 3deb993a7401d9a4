import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Stripe's API (Checkout Sessions, refunds) and its hosted Checkout page. It
 * reads form-encoded requests as Stripe does and signs webhooks as Stripe documents:
 * `Stripe-Signature: t=<unix time>,v1=<HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`.
 */
export interface FakeStripeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

export async function startFakeStripe(keys: { secretKey: string; webhookSecret: string }) {
  const sessions = new Map<string, FakeStripeSession>();
  const refunds: Array<{ id: string; object: 'refund'; amount: number; payment_intent: string; status: string }> = [];
  const state = { failNextRefund: false };

  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    response.end(JSON.stringify(body));
  };
  const invalid = (response: http.ServerResponse, status: number, message: string) =>
    send(response, status, { error: { type: 'invalid_request_error', message } });

  function complete(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.payment_intent = newId('pi');
    session.payment_status = 'paid';
    session.status = 'complete';
    return session;
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      // The hosted Checkout page, as the traveller's browser sees it: Pay completes the session and
      // returns to success_url with the session id; Back returns to cancel_url.
      const page = /^\/c\/pay\/([\w]+)$/.exec(url.pathname);
      if (page) {
        const session = sessions.get(page[1]!);
        if (!session) return invalid(response, 404, 'No such checkout page');
        if (request.method === 'POST') {
          const paid = new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('action') === 'pay';
          if (paid) complete(session.id);
          response.writeHead(303, {
            location: paid ? session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) : session.cancel_url,
          });
          return response.end();
        }
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(
          `<!doctype html><html lang="en"><head><title>Test Stripe Checkout</title></head><body><main><h1>Test Stripe Checkout</h1><p>${session.currency.toUpperCase()} ${(session.amount_total / 100).toFixed(2)}</p><form method="post"><button name="action" value="pay">Pay</button><button name="action" value="back">Back</button></form></main></body></html>`,
        );
      }
      if (request.headers.authorization !== `Bearer ${keys.secretKey}`)
        return invalid(response, 401, 'Invalid API Key provided');
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const amount = Number(form['line_items[0][price_data][unit_amount]']);
        const quantity = Number(form['line_items[0][quantity]'] ?? 1);
        if (!Number.isInteger(amount) || amount <= 0) return invalid(response, 400, 'Invalid integer: unit_amount');
        if (!form.success_url || !form.cancel_url)
          return invalid(response, 400, 'Missing required param: success_url.');
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const metadata = Object.fromEntries(
          Object.entries(form)
            .filter(([key]) => key.startsWith('metadata['))
            .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
        );
        const session: FakeStripeSession = {
          id,
          object: 'checkout.session',
          url: `${baseUrl}/c/pay/${id}`,
          amount_total: amount * quantity,
          currency: form['line_items[0][price_data][currency]'] ?? 'usd',
          client_reference_id: form.client_reference_id ?? null,
          customer_email: form.customer_email ?? null,
          metadata,
          mode: 'payment',
          payment_intent: null,
          payment_status: 'unpaid',
          status: 'open',
          success_url: form.success_url,
          cancel_url: form.cancel_url,
        };
        sessions.set(id, session);
        return send(response, 200, session);
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
      if (request.method === 'GET' && sessionMatch) {
        const session = sessions.get(sessionMatch[1]!);
        return session
          ? send(response, 200, session)
          : invalid(response, 404, `No such checkout.session: '${sessionMatch[1]}'`);
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        const session = [...sessions.values()].find((one) => one.payment_intent === form.payment_intent);
        if (!session) return invalid(response, 404, `No such payment_intent: '${form.payment_intent}'`);
        if (state.failNextRefund) {
          state.failNextRefund = false;
          return invalid(response, 400, 'Refund could not be created');
        }
        const already = refunds
          .filter((one) => one.payment_intent === form.payment_intent)
          .reduce((sum, r) => sum + r.amount, 0);
        const amount = form.amount ? Number(form.amount) : session.amount_total - already;
        if (amount + already > session.amount_total)
          return invalid(response, 400, 'Refund amount is greater than unrefunded amount on charge');
        const refund = {
          id: newId('re'),
          object: 'refund' as const,
          amount,
          payment_intent: session.payment_intent!,
          status: 'succeeded',
        };
        refunds.push(refund);
        return send(response, 200, refund);
      }
      return invalid(response, 404, `Unrecognized request URL (${request.method}: ${url.pathname}).`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** An event as Stripe sends it, with its signature header. */
  const event = (type: string, object: object, eventId = newId('evt'), timestamp = Math.floor(Date.now() / 1000)) => {
    const body = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2026-01-28.clover',
      created: timestamp,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = createHmac('sha256', keys.webhookSecret).update(`${timestamp}.${body}`).digest('hex');
    return {
      body,
      headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${signature}` },
    };
  };

  return {
    url: baseUrl,
    sessions,
    refunds,
    state,
    /** The traveller pays on the hosted page: the session is complete and paid. */
    complete,
    event,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
