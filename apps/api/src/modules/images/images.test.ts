import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { renderSceneSvg } from './scene.ts';

describe('GET /images/scenes/{file}', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('serves the scene as a long-cached SVG', async () => {
    const response = await ctx.app.inject({ url: '/images/scenes/destination-manali-1.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toBe(renderSceneSvg('destination-manali-1'));
  });

  it('answers 404 JSON for a name that is not a scene', async () => {
    for (const url of ['/images/scenes/Bad.svg', '/images/scenes/x.png', '/images/scenes/%2e%2e%2fsecret.svg']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().success).toBe(false);
    }
  });
});
