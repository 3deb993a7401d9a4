import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Razorpay's API (orders, payments, refunds) and its Checkout: it keeps what it
 * was asked, pays an order as Checkout would (the return signed HMAC-SHA256 of `order_id|payment_id`
 * with the key secret) and signs webhooks as Razorpay does (HMAC-SHA256 of the raw body with the
 * webhook secret in X-Razorpay-Signature, the event id in X-Razorpay-Event-Id).
 */
export interface FakeRazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: 'created' | 'paid';
  notes: Record<string, string>;
}

export interface FakeRazorpayRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: 'processed' | 'pending';
}

const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

/**
 * A stand-in for Razorpay's checkout.js: `new Razorpay(options).open()` shows a dialog with the
 * amount, Pay (the fake makes the payment and the signed return goes to options.handler) and
 * Cancel (options.modal.ondismiss).
 */
const CHECKOUT_SCRIPT = `(() => {
  const api = '__FAKE_URL__';
  class Razorpay {
    constructor(options) { this.options = options; this.events = {}; }
    on(name, handler) { this.events[name] = handler; }
    open() {
      const o = this.options;
      const box = document.createElement('div');
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-label', 'Razorpay Checkout');
      box.style.cssText = 'position:fixed;inset:0;z-index:99999;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center';
      const panel = document.createElement('div');
      panel.style.cssText = 'background:#fff;color:#111;padding:24px;border-radius:8px;font:16px sans-serif';
      const title = document.createElement('p');
      title.textContent = 'Test checkout: ' + o.currency + ' ' + (o.amount / 100).toFixed(2) + ' for ' + o.order_id;
      const pay = document.createElement('button');
      pay.textContent = 'Pay now';
      const cancel = document.createElement('button');
      cancel.textContent = 'Cancel payment';
      panel.append(title, pay, cancel);
      box.append(panel);
      document.body.append(box);
      cancel.onclick = () => { box.remove(); if (o.modal && o.modal.ondismiss) o.modal.ondismiss(); };
      pay.onclick = async () => {
        const answer = await fetch(api + '/_checkout/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: o.order_id }) });
        box.remove();
        o.handler(await answer.json());
      };
    }
  }
  window.Razorpay = Razorpay;
})();`;

export async function startFakeRazorpay(keys: { keyId: string; keySecret: string; webhookSecret: string }) {
  const orders = new Map<string, FakeRazorpayOrder>();
  const payments = new Map<string, { id: string; order_id: string; amount: number; currency: string }>();
  const refunds: FakeRazorpayRefund[] = [];
  const state = { refundStatus: 'processed' as 'processed' | 'pending', failNextRefund: false, failNextOrder: false };
  let baseUrl = '';
  const expectedAuth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;

  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const error = (response: http.ServerResponse, status: number, description: string) =>
    send(response, status, { error: { code: 'BAD_REQUEST_ERROR', description } });

  /** Pays an order as Checkout would: the payment exists, and the browser gets the signed return. */
  function pay(orderId: string) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const payment = { id: newId('pay'), order_id: order.id, amount: order.amount, currency: order.currency };
    payments.set(payment.id, payment);
    order.status = 'paid';
    return {
      payment,
      returned: {
        razorpay_order_id: order.id,
        razorpay_payment_id: payment.id,
        razorpay_signature: createHmac('sha256', keys.keySecret).update(`${order.id}|${payment.id}`).digest('hex'),
      },
    };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      // Checkout, as the browser sees it: its script and the payment it makes (no API keys involved).
      if (request.method === 'GET' && url.pathname === '/v1/checkout.js') {
        response.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
        response.end(CHECKOUT_SCRIPT.replace('__FAKE_URL__', baseUrl));
        return;
      }
      if (url.pathname === '/_checkout/pay') {
        response.setHeader('access-control-allow-origin', '*');
        response.setHeader('access-control-allow-headers', 'content-type');
        if (request.method === 'OPTIONS') return send(response, 204, {});
        const orderId = String(
          (JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { order_id?: unknown }).order_id ?? '',
        );
        if (!orders.has(orderId)) return error(response, 400, 'The id provided does not exist');
        return send(response, 200, pay(orderId).returned);
      }
      if (request.headers.authorization !== expectedAuth) return error(response, 401, 'Authentication failed');
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
      if (request.method === 'POST' && url.pathname === '/v1/orders') {
        if (state.failNextOrder) {
          state.failNextOrder = false;
          return error(response, 500, 'Something went wrong');
        }
        const amount = body.amount;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
          return error(response, 400, 'The amount must be atleast INR 1.00');
        const order: FakeRazorpayOrder = {
          id: newId('order'),
          amount,
          currency: String(body.currency ?? 'INR'),
          receipt: String(body.receipt ?? ''),
          status: 'created',
          notes: (body.notes as Record<string, string>) ?? {},
        };
        orders.set(order.id, order);
        return send(response, 200, { entity: 'order', amount_paid: 0, amount_due: amount, attempts: 0, ...order });
      }
      const orderMatch = /^\/v1\/orders\/([\w]+)$/.exec(url.pathname);
      if (request.method === 'GET' && orderMatch) {
        const order = orders.get(orderMatch[1]!);
        return order
          ? send(response, 200, { entity: 'order', ...order })
          : error(response, 400, 'The id provided does not exist');
      }
      const refundMatch = /^\/v1\/payments\/([\w]+)\/refund$/.exec(url.pathname);
      if (request.method === 'POST' && refundMatch) {
        const payment = payments.get(refundMatch[1]!);
        if (!payment) return error(response, 400, 'The id provided does not exist');
        if (state.failNextRefund) {
          state.failNextRefund = false;
          return error(response, 400, 'The refund could not be processed');
        }
        const already = refunds
          .filter((refund) => refund.payment_id === payment.id)
          .reduce((sum, r) => sum + r.amount, 0);
        const amount = typeof body.amount === 'number' ? body.amount : payment.amount - already;
        if (amount + already > payment.amount)
          return error(response, 400, 'The refund amount provided is greater than amount captured');
        const refund: FakeRazorpayRefund = {
          id: newId('rfnd'),
          payment_id: payment.id,
          amount,
          status: state.refundStatus,
        };
        refunds.push(refund);
        return send(response, 200, { entity: 'refund', currency: payment.currency, ...refund });
      }
      return error(response, 404, 'The requested URL was not found on the server.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = baseUrl;

  const webhook = (event: string, payload: object, eventId = newId('evt')) => {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_fake',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', keys.webhookSecret).update(body).digest('hex'),
        'x-razorpay-event-id': eventId,
      },
    };
  };

  return {
    url,
    orders,
    refunds,
    state,
    /** Pays an order as Checkout would: the payment exists, and the browser gets the signed return. */
    pay,
    /** The payment.captured webhook of a payment. */
    captured(payment: { id: string; order_id: string; amount: number; currency: string }, eventId?: string) {
      return webhook(
        'payment.captured',
        { payment: { entity: { entity: 'payment', status: 'captured', captured: true, ...payment } } },
        eventId,
      );
    },
    refundEvent(refund: FakeRazorpayRefund, event = 'refund.processed', eventId?: string) {
      return webhook(event, { refund: { entity: { entity: 'refund', ...refund } } }, eventId);
    },
    webhook,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
