import { describe, expect, it } from 'vitest';
import { parseSceneName, renderSceneSvg, sceneUrl } from './scene.ts';

describe('renderSceneSvg', () => {
  it('is deterministic for the same name', () => {
    expect(renderSceneSvg('destination-shimla')).toBe(renderSceneSvg('destination-shimla'));
  });

  it('draws different scenes for different names', () => {
    const names = ['destination-shimla', 'destination-manali', 'tour-pangong-tso-lakeside-camping', 'trek-hampta-pass'];
    const outputs = new Set(names.map((name) => renderSceneSvg(name)));
    expect(outputs.size).toBe(names.length);
  });

  it('produces a standalone, small SVG without external references or text', () => {
    for (let i = 0; i < 200; i++) {
      const svg = renderSceneSvg(`tour-sample-${i}`);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toContain('viewBox="0 0 1200 800"');
      expect(svg).toContain('width="1200"');
      expect(svg).toContain('height="800"');
      expect(svg).toContain('preserveAspectRatio="xMidYMid slice"');
      expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:/);
      expect(svg).not.toMatch(/<text|<image|<script|<foreignObject|NaN|undefined|Infinity/);
      expect(svg.length).toBeLessThan(8 * 1024);
      // every opened element is closed (self-closing or with a closing tag)
      const opened = (svg.match(/<[a-zA-Z][^>]*[^/]>/g) ?? []).length;
      const closed = (svg.match(/<\/[a-zA-Z]+>/g) ?? []).length;
      expect(opened).toBe(closed);
    }
  });

  it('honours width and height', () => {
    const svg = renderSceneSvg('avatar-priya', { width: 400, height: 400 });
    expect(svg).toContain('viewBox="0 0 400 400"');
    expect(svg).toContain('width="400" height="400"');
  });
});

describe('sceneUrl', () => {
  it('builds the scene address, with an index only when non-zero', () => {
    expect(sceneUrl('destination', 'shimla')).toBe('/images/scenes/destination-shimla.svg');
    expect(sceneUrl('tour', 'spiti-circuit', 0)).toBe('/images/scenes/tour-spiti-circuit.svg');
    expect(sceneUrl('trek', 'hampta-pass', 2)).toBe('/images/scenes/trek-hampta-pass-2.svg');
  });
});

describe('parseSceneName', () => {
  it('accepts lowercase scene file names', () => {
    expect(parseSceneName('tour-spiti-circuit-2.svg')).toBe('tour-spiti-circuit-2');
    expect(parseSceneName('destination-leh.svg')).toBe('destination-leh');
  });

  it('rejects paths, uppercase, other extensions and oversized names', () => {
    expect(parseSceneName('../x.svg')).toBeNull();
    expect(parseSceneName('a/b.svg')).toBeNull();
    expect(parseSceneName('Tour-Shimla.svg')).toBeNull();
    expect(parseSceneName('tour-shimla.SVG')).toBeNull();
    expect(parseSceneName('tour-shimla.png')).toBeNull();
    expect(parseSceneName('tour-shimla.svg.png')).toBeNull();
    expect(parseSceneName('tour shimla.svg')).toBeNull();
    expect(parseSceneName('.svg')).toBeNull();
    expect(parseSceneName(`${'a'.repeat(161)}.svg`)).toBeNull();
    expect(parseSceneName(`${'a'.repeat(160)}.svg`)).toBe('a'.repeat(160));
  });
});
