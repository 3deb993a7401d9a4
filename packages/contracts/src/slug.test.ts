import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('lower-cases and joins words with one hyphen', () => {
    expect(slugify('McLeod Ganj')).toBe('mcleod-ganj');
    expect(slugify('Kedarkantha Winter Trek')).toBe('kedarkantha-winter-trek');
  });

  it('collapses runs of spaces and punctuation and trims hyphens at both ends', () => {
    expect(slugify('  Spiti -- Valley!! ')).toBe('spiti-valley');
    expect(slugify('--Leh & Ladakh--')).toBe('leh-ladakh');
    expect(slugify('Hampta_Pass/Crossing.')).toBe('hampta-pass-crossing');
  });

  it('keeps digits', () => {
    expect(slugify('Char Dham 2025: 12 Days')).toBe('char-dham-2025-12-days');
  });

  it('drops the accents of Latin letters', () => {
    expect(slugify('Café Zürich')).toBe('cafe-zurich');
    expect(slugify('Señor Ñandú à la Crème Brûlée')).toBe('senor-nandu-a-la-creme-brulee');
    // Precomposed and decomposed forms give the same slug.
    expect(slugify('Mane\u0301')).toBe(slugify('Mané'));
  });

  it('answers an empty string when nothing usable is left', () => {
    expect(slugify('')).toBe('');
    expect(slugify('   ')).toBe('');
    expect(slugify('!!! --- ???')).toBe('');
  });
});
