import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader, verifyWebhookSignature } from './signature.ts';
import { createSecretBox, generateWebhookSecret } from './secret-box.ts';

const secret = 'whsec_0123456789abcdefghijklmnopqrstuv';
const body = '{"id":"evt_1","event":"booking.created","created_at":"2026-11-26T10:00:00.000Z","data":{}}';
const now = new Date('2026-11-26T10:00:00Z');

describe('webhook signatures', () => {
  it('signs t.<raw body> with HMAC-SHA256 of the secret, in the header t=<unix>,v1=<hex>', () => {
    const header = signatureHeader(secret, body, now);
    const t = Math.floor(now.getTime() / 1000);
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(header).toBe(`t=${t},v1=${expected}`);
  });

  it('verifies a fresh signature and refuses a changed body, another secret, an old or future timestamp', () => {
    const header = signatureHeader(secret, body, now);
    expect(verifyWebhookSignature(header, body, secret, { now })).toBe(true);
    expect(verifyWebhookSignature(header, body.replace('created', 'cancelled'), secret, { now })).toBe(false);
    expect(verifyWebhookSignature(header, body, `${secret}x`, { now })).toBe(false);
    expect(verifyWebhookSignature(header, body, secret, { now: new Date(now.getTime() + 301_000) })).toBe(false);
    expect(verifyWebhookSignature(header, body, secret, { now: new Date(now.getTime() - 301_000) })).toBe(false);
    expect(verifyWebhookSignature(header, body, secret, { now: new Date(now.getTime() + 299_000) })).toBe(true);
    expect(verifyWebhookSignature(undefined, body, secret, { now })).toBe(false);
    expect(verifyWebhookSignature('t=abc,v1=00', body, secret, { now })).toBe(false);
    expect(verifyWebhookSignature(header.replace(/v1=\w+/, 'v1=zz'), body, secret, { now })).toBe(false);
  });
});

describe('secrets', () => {
  it('generates long random secrets', () => {
    const one = generateWebhookSecret();
    expect(one).toMatch(/^whsec_[\w-]{43}$/);
    expect(generateWebhookSecret()).not.toBe(one);
  });

  it('stores a secret encrypted under WEBHOOK_SECRET_KEY and reads it back; plain without a key', () => {
    const box = createSecretBox('a long random key for the tests only');
    const sealed = box.seal(secret);
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(sealed).not.toContain(secret);
    expect(box.seal(secret)).not.toBe(sealed);
    expect(box.open(sealed)).toBe(secret);
    expect(() => createSecretBox('another key entirely, not the one').open(sealed)).toThrow();
    expect(() => createSecretBox(undefined).open(sealed)).toThrow(/WEBHOOK_SECRET_KEY/);
    expect(createSecretBox(undefined).seal(secret)).toBe(secret);
    expect(box.open(secret)).toBe(secret);
  });
});
