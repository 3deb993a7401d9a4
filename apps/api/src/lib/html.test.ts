import { describe, expect, it } from 'vitest';
import { richTextFromInput, scanForHtmlTag } from './html.ts';
import { withoutTrailingSlashes } from './text.ts';

describe('telling HTML from plain text', () => {
  it('finds an element as the expression did, and only then', () => {
    for (const html of ['<p>hi</p>', 'a <br/> b', '</em>', '<a href="x">y</a>', '<IMG\nsrc=x>', 'x <h2 >t']) {
      expect(scanForHtmlTag(html).found, html).toBe(true);
    }
    for (const text of ['1 < 2 and 3 > 2', 'a <-b>', '<br/ >', '<a', '<a b', '< p>', 'plain', '<2>']) {
      expect(scanForHtmlTag(text).found, text).toBe(false);
    }
  });

  it('looks at each character about once: a 50 KB body of `<a ` repeated costs ten times what 5 KB does', () => {
    const body = (bytes: number) => '<a '.repeat(Math.ceil(bytes / 3)).slice(0, bytes);
    const small = scanForHtmlTag(body(5_000));
    const large = scanForHtmlTag(body(50_000));
    expect(large.found).toBe(false);
    expect(large.steps).toBeLessThanOrEqual(3 * 50_000);
    expect(large.steps / small.steps).toBeLessThan(11);
    // The same body with no `>` and runs of letters and spaces in between is still linear.
    const mixed = scanForHtmlTag('<abc def '.repeat(6_000));
    expect(mixed.steps).toBeLessThanOrEqual(3 * 54_000);
    expect(richTextFromInput(body(50_000))).toContain('&lt;a');
  });

  it('trims trailing slashes in one pass', () => {
    expect(withoutTrailingSlashes('/tours///')).toBe('/tours');
    expect(withoutTrailingSlashes('////')).toBe('');
    expect(withoutTrailingSlashes(`${'/'.repeat(100_000)}x`)).toBe(`${'/'.repeat(100_000)}x`);
  });
});
