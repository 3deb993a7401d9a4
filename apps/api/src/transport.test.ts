import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/context.ts';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/**
 * Opens a real connection, sends `head` and then `trickle` one byte every `everyMs` until the server
 * answers or closes; returns how many trickled bytes it took and what came back.
 */
async function trickle(port: number, head: string, trickled: string, everyMs: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let answer = '';
  let closed = false;
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => {});
  const done = new Promise<void>((resolve) => socket.once('close', () => ((closed = true), resolve())));
  socket.write(head);
  let sent = 0;
  while (!closed && sent < trickled.length) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    if (closed || answer) break;
    socket.write(trickled[sent]!);
    sent += 1;
  }
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  socket.destroy();
  return { sent, answer, closed };
}

async function listening(overrides: Parameters<typeof createTestContext>[0]) {
  ctx = await createTestContext(overrides);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return (ctx.app.server.address() as AddressInfo).port;
}

describe('slow clients', () => {
  it('cuts off a body sent a byte at a time once the request timeout passes', async () => {
    const port = await listening({ REQUEST_TIMEOUT_MS: 1_000, HEADERS_TIMEOUT_MS: 400 });
    const body = JSON.stringify({ name: 'Slow', email: 'slow@example.com', message: 'x'.repeat(400) });
    const head =
      'POST /api/enquiries HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const result = await trickle(port, head, body, 100);
    // Had the server waited, the whole body would have gone out; it stopped waiting long before.
    expect(result.sent).toBeLessThan(body.length / 4);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off headers sent a byte at a time once the headers timeout passes', async () => {
    const port = await listening({ REQUEST_TIMEOUT_MS: 5_000, HEADERS_TIMEOUT_MS: 500 });
    const headers = `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(300)}\r\n\r\n`;
    const result = await trickle(port, '', headers, 50);
    expect(result.sent).toBeLessThan(headers.length / 2);
    expect(result.answer === '' || /^HTTP\/1\.1 408/.test(result.answer)).toBe(true);
    expect(result.closed).toBe(true);
  });

  it('still answers a client that sends at a normal pace', async () => {
    const port = await listening({ REQUEST_TIMEOUT_MS: 1_000, HEADERS_TIMEOUT_MS: 400 });
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBeLessThan(500);
  });
});

describe('API documentation and HSTS', () => {
  it('serves /api/docs by default and not with API_DOCS=false', async () => {
    ctx = await createTestContext();
    expect((await ctx.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    await ctx.close();
    ctx = await createTestContext({ API_DOCS: false });
    expect((await ctx.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    // The API itself is untouched.
    expect((await ctx.app.inject({ url: '/api/settings' })).statusCode).toBe(200);
  });

  it('sends Strict-Transport-Security only when PUBLIC_URL is https', async () => {
    ctx = await createTestContext({ PUBLIC_URL: 'http://trails.example' });
    expect((await ctx.app.inject({ url: '/api/settings' })).headers['strict-transport-security']).toBeUndefined();
    await ctx.close();
    ctx = await createTestContext({ PUBLIC_URL: 'https://trails.example' });
    expect((await ctx.app.inject({ url: '/api/settings' })).headers['strict-transport-security']).toMatch(
      /max-age=31536000/,
    );
  });
});
