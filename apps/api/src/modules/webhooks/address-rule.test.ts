import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_ADMIN_MESSAGES } from '@trails/contracts/admin-webhooks';
import { AddressRefused, checkAddress, isPublicAddress, type Resolver } from './address-rule.ts';
import { createWebhookSender } from './webhooks.sender.ts';

const stub = (answers: Record<string, string[]>): Resolver =>
  vi.fn(async (hostname: string) => {
    const addresses = answers[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) }));
  });

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AddressRefused);
  return (error as AddressRefused).reason;
};

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.9.9.9',
    '10.0.0.1',
    '10.255.1.2',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.169.254',
    '169.254.0.1',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2001:db8::1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('refuses what is not an address', () => {
    expect(isPublicAddress('example.com')).toBe(false);
  });
});

describe('checkAddress', () => {
  const strict = (resolve: Resolver = stub({})) => ({ allowPrivate: false, resolve });

  it('takes a public https address and answers what the name resolved to', async () => {
    const resolve = stub({ 'hooks.operator.example': ['93.184.216.34', '2606:4700:4700::1111'] });
    await expect(checkAddress('https://hooks.operator.example/in', strict(resolve))).resolves.toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:4700:4700::1111', family: 6 },
    ]);
  });

  it('refuses http unless private addresses are allowed', async () => {
    expect(await refusal(checkAddress('http://93.184.216.34/in', strict()))).toBe(
      WEBHOOK_ADMIN_MESSAGES.webhookUrlNotHttps,
    );
  });

  it.each([
    'https://127.0.0.1/in',
    'https://10.1.2.3/in',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/in',
    'https://[fc00::5]/in',
    'https://[::ffff:127.0.0.1]/in',
  ])('refuses the literal address of %s', async (url) => {
    expect(await refusal(checkAddress(url, strict()))).toBe(WEBHOOK_ADMIN_MESSAGES.webhookUrlNotPublic);
  });

  it('refuses a name that resolves to a private address, and one with any private address among public ones', async () => {
    const resolve = stub({ 'internal.example': ['10.0.0.7'], 'mixed.example': ['93.184.216.34', '127.0.0.1'] });
    expect(await refusal(checkAddress('https://internal.example/in', strict(resolve)))).toBe(
      WEBHOOK_ADMIN_MESSAGES.webhookUrlNotPublic,
    );
    expect(await refusal(checkAddress('https://mixed.example/in', strict(resolve)))).toBe(
      WEBHOOK_ADMIN_MESSAGES.webhookUrlNotPublic,
    );
  });

  it('refuses a name that does not resolve', async () => {
    expect(await refusal(checkAddress('https://nowhere.example/in', strict()))).toBe(
      WEBHOOK_ADMIN_MESSAGES.webhookUrlUnresolvable,
    );
  });

  it('takes http and loopback with WEBHOOKS_ALLOW_PRIVATE', async () => {
    await expect(checkAddress('http://127.0.0.1:9000/in', { allowPrivate: true, resolve: stub({}) })).resolves.toEqual([
      { address: '127.0.0.1', family: 4 },
    ]);
  });
});

describe('the sender and DNS', () => {
  let server: http.Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      hits += 1;
      request.resume();
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const request = (url: string) => ({
    url,
    secret: 'whsec_test',
    event: 'booking.created',
    deliveryId: 'dlv_1',
    body: '{}',
  });

  it('connects to the address it checked, resolving the name once (no second lookup to rebind)', async () => {
    // No real DNS knows this name: only the checked answer can have led the connection to the receiver.
    const resolve = stub({ 'receiver.invalid': ['127.0.0.1'] });
    const send = createWebhookSender({ rule: { allowPrivate: true, resolve } });
    await expect(send(request(`http://receiver.invalid:${port}/in`))).resolves.toEqual({ status: 200, excerpt: 'ok' });
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(hits).toBe(1);
  });

  it('checks the address again at delivery: a name that now resolves to a private address is not contacted', async () => {
    const resolve = stub({ 'rebound.example': ['127.0.0.1'] });
    const send = createWebhookSender({ rule: { allowPrivate: false, resolve } });
    expect(await refusal(send(request(`https://rebound.example:${port}/in`)))).toBe(
      WEBHOOK_ADMIN_MESSAGES.webhookUrlNotPublic,
    );
    expect(hits).toBe(1);
  });
});
