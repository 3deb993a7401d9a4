import { describe, expect, it } from 'vitest';
import { buildShareLinks, sharePopupFeatures } from './share-links';

const target = {
  url: 'https://example.com/tour/spiti-valley-circuit?ref=a&b=c',
  title: 'Spiti Valley Circuit & More',
  description: 'Check out this amazing tour!',
};

describe('buildShareLinks', () => {
  const links = buildShareLinks(target);

  it('pre-fills each network with the encoded address', () => {
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(target.url)}`);
    expect(new URL(links.twitter).searchParams.get('url')).toBe(target.url);
    expect(new URL(links.twitter).searchParams.get('text')).toBe(target.title);
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`${target.title} ${target.url}`);
  });

  it('writes an email with the title as subject and the text and address as body', () => {
    expect(links.email.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(links.email.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(target.title);
    expect(params.get('body')).toBe(`${target.description}\n\n${target.url}`);
    // Spaces are %20, not "+", which mail clients would show literally.
    expect(links.email).not.toContain('+');
  });
});

describe('sharePopupFeatures', () => {
  it('asks for a 600x400 window centred on the screen', () => {
    expect(sharePopupFeatures({ width: 1600, height: 1000 })).toBe(
      'width=600,height=400,left=500,top=300,noopener,noreferrer',
    );
    expect(sharePopupFeatures({ width: 400, height: 300 })).toContain('left=0,top=0');
  });
});
