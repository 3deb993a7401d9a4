import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { parseSceneName, renderSceneSvg, sceneUrl } from './scene.ts';

describe('scene renderer', () => {
  it('draws the same picture for the same name and different ones for different names', () => {
    expect(renderSceneSvg('tour-hampta-pass')).toBe(renderSceneSvg('tour-hampta-pass'));
    expect(renderSceneSvg('tour-hampta-pass')).not.toBe(renderSceneSvg('tour-roopkund'));
  });

  it('is a standalone SVG with no outside references, small enough to inline', () => {
    const svg = renderSceneSvg('destination-leh');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('viewBox="0 0 1200 800"');
    expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|<script|href="(?!#)/);
    expect(svg.length).toBeLessThan(12_000);
  });

  it('builds and parses scene file names, refusing anything that is not one', () => {
    expect(sceneUrl('trek', 'kedarkantha-winter-trek', 2)).toBe('/images/scenes/trek-kedarkantha-winter-trek-2.svg');
    expect(sceneUrl('tour', 'x')).toBe('/images/scenes/tour-x.svg');
    expect(parseSceneName('tour-x.svg')).toBe('tour-x');
    for (const bad of ['../x.svg', 'Tour.svg', 'x.png', 'x.svg.js', '.svg', `${'a'.repeat(161)}.svg`]) {
      expect(parseSceneName(bad), bad).toBeNull();
    }
  });
});

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
