import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@trails/contracts/endpoint';
import { createTestContext, type TestContext } from './test/context.ts';

/**
 * The API's routes and the endpoint map in `@trails/contracts` are one list: each JSON route is
 * registered from its endpoint (same method and path, and the very schemas the map holds), and
 * every endpoint of the map is served. A route written with its own path or schema fails here.
 */

const contractsDir = path.resolve(import.meta.dirname, '../../../packages/contracts/src');

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  (value as Endpoint).path.startsWith('/api') &&
  'response' in value;

/** Every endpoint declared in the contracts, with the name it is reached by (`wishlistApi.add`). */
async function mapEndpoints(): Promise<Map<string, { name: string; endpoint: Endpoint }>> {
  const found = new Map<string, { name: string; endpoint: Endpoint }>();
  const files = fs.readdirSync(contractsDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  for (const file of files) {
    const module = (await import(`@trails/contracts/${file.slice(0, -3)}`)) as Record<string, unknown>;
    for (const [exportName, group] of Object.entries(module)) {
      if (typeof group !== 'object' || group === null) continue;
      // A group of endpoints (`wishlistApi`), or one endpoint exported alone.
      const members = isEndpoint(group) ? [['', group] as const] : Object.entries(group);
      for (const [key, value] of members) {
        if (!isEndpoint(value)) continue;
        const id = `${value.method} ${value.path}`;
        const existing = found.get(id);
        // The same endpoint may be reached from two groups (adminApi lists the domains' groups).
        if (existing && existing.endpoint !== value)
          throw new Error(`${id} is declared twice: ${existing.name}, ${exportName}.${key}`);
        if (!existing) found.set(id, { name: `${exportName}.${key}`, endpoint: value });
      }
    }
  }
  return found;
}

let ctx: TestContext;
const registered: RouteOptions[] = [];
beforeAll(async () => {
  ctx = await createTestContext({}, { onRoute: (route) => registered.push(route) });
});
afterAll(async () => {
  await ctx.close();
});

/** The JSON API's routes: under /api, shown in the document (files and HEAD twins aside). */
const apiRoutes = () =>
  registered
    .flatMap((route) => [route.method].flat().map((method) => ({ method, route })))
    .filter(({ method, route }) => route.url.startsWith('/api') && method !== 'HEAD' && !route.schema?.hide);

describe('the endpoint map', () => {
  it('declares every API route, which takes its schemas from it', async () => {
    const endpoints = await mapEndpoints();
    const missing: string[] = [];
    const ownSchemas: string[] = [];
    for (const { method, route } of apiRoutes()) {
      const id = `${method} ${route.url}`;
      const entry = endpoints.get(id);
      if (!entry) {
        missing.push(id);
        continue;
      }
      const { endpoint } = entry;
      const schema = (route.schema ?? {}) as Record<string, unknown> & { response?: Record<number, unknown> };
      const same =
        schema.response?.[endpoint.status ?? 200] === endpoint.response &&
        schema.body === endpoint.body &&
        schema.querystring === endpoint.query &&
        schema.params === endpoint.params;
      if (!same) ownSchemas.push(`${id} (${entry.name})`);
    }
    expect(missing, 'routes with no endpoint in the map').toEqual([]);
    expect(ownSchemas, 'routes whose schemas are not the map’s').toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(200);
  });

  it('has every endpoint served', async () => {
    const served = new Set(apiRoutes().map(({ method, route }) => `${method} ${route.url}`));
    const unserved = [...(await mapEndpoints()).keys()].filter((id) => !served.has(id));
    expect(unserved).toEqual([]);
  });
});
