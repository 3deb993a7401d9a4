import { createHmac, timingSafeEqual } from 'node:crypto';

/** hex HMAC-SHA256 of `<t>.<raw body>` with the endpoint's secret. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The X-Trails-Signature header: `t=<unix seconds>,v1=<hex hmac>`. */
export function signatureHeader(secret: string, body: string, now: Date = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${webhookSignature(secret, timestamp, body)}`;
}

/**
 * What a receiver does (the README's verification example is this function): the header's
 * timestamp within `toleranceSeconds` of now, and one of its v1 signatures equal, compared in
 * constant time, to the HMAC of `<t>.<raw body>`. The raw body: the bytes received, before any
 * JSON parsing.
 */
export function verifyWebhookSignature(
  header: string | undefined,
  body: string,
  secret: string,
  { toleranceSeconds = 300, now = new Date() }: { toleranceSeconds?: number; now?: Date } = {},
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body), 'hex');
  return parts
    .filter(([key, value]) => key === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value))
    .some(([, value]) => timingSafeEqual(Buffer.from(value!, 'hex'), expected));
}
