// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { uploadVariants } from '@trails/contracts/media-constants';
import { srcSetOf } from './card-image';

describe('srcSetOf', () => {
  it('lists the stored widths of a full-width upload, as the server names them', () => {
    const url = '/uploads/tours/2026/11/0123456789abcdef-1600.webp';
    const expected = uploadVariants(url)!
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join();
    expect(srcSetOf(url)).toBe(expected);
    expect(srcSetOf('https://cdn.example.com/media/general/2026/11/0123456789abcdef-1600.webp')).toContain(
      'https://cdn.example.com/media/general/2026/11/0123456789abcdef-480.webp 480w',
    );
  });

  it('gives none for other images', () => {
    expect(srcSetOf(null)).toBeUndefined();
    expect(srcSetOf('/images/scenes/placeholder.svg')).toBeUndefined();
    expect(srcSetOf('https://images.example.com/photo-1600.webp')).toBeUndefined();
    // A smaller upload has no 1600 px file: its own address is enough.
    expect(srcSetOf('/uploads/tours/2026/11/0123456789abcdef-600.webp')).toBeUndefined();
  });
});
