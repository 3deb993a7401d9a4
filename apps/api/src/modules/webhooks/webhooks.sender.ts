import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_HEADERS } from '@trails/contracts/admin-webhooks';
import { checkAddress, pinnedLookup, type AddressRule } from './address-rule.ts';
import { signatureHeader } from './signature.ts';

/** The start of an answer kept in the delivery log. */
export const EXCERPT_MAX = 500;
const READ_MAX = 8 * 1024;

export interface WebhookRequest {
  url: string;
  secret: string;
  event: string;
  deliveryId: string;
  body: string;
}

/** What came back: the status and the start of the answer; a 2xx is delivered. */
export interface WebhookAnswer {
  status: number;
  excerpt: string;
}

export type WebhookSend = (request: WebhookRequest) => Promise<WebhookAnswer>;

/**
 * Sends one signed delivery: the address rule checked again now (DNS resolved once, and the
 * connection made to exactly the address checked), signed at send time, no redirects followed,
 * given up after `timeoutMs`. Throws when no answer came (refused address, network, timeout).
 */
export function createWebhookSender({
  rule,
  timeoutMs = 10_000,
}: {
  rule: AddressRule;
  timeoutMs?: number;
}): WebhookSend {
  return async ({ url, secret, event, deliveryId, body }) => {
    const addresses = await checkAddress(url, rule);
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    return new Promise<WebhookAnswer>((resolve, reject) => {
      const request = client.request(
        target,
        {
          method: 'POST',
          agent: false,
          lookup: pinnedLookup(addresses),
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'Trails-Webhooks/1',
            [WEBHOOK_HEADERS.signature]: signatureHeader(secret, body),
            [WEBHOOK_HEADERS.event]: event,
            [WEBHOOK_HEADERS.delivery]: deliveryId,
          },
          timeout: timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          const finish = () =>
            resolve({
              status: response.statusCode ?? 0,
              excerpt: Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_MAX),
            });
          response.on('data', (chunk: Buffer) => {
            if (size >= READ_MAX) return;
            chunks.push(chunk);
            size += chunk.length;
            // Enough for the log: the rest of a large answer is not waited for.
            if (size >= READ_MAX) {
              response.destroy();
              finish();
            }
          });
          response.on('end', finish);
          response.on('error', reject);
        },
      );
      const deadline = setTimeout(
        () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
      request.on('error', reject);
      request.on('close', () => clearTimeout(deadline));
      request.end(body);
    });
  };
}
