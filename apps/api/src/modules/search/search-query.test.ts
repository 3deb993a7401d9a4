import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_WORDS, queryWords } from './search-query.ts';

describe('queryWords', () => {
  it('keeps lowercase runs of letters and digits, distinct, in order', () => {
    expect(queryWords('  Manali, SNOW-trek 2026 manali ')).toEqual(['manali', 'snow', 'trek', '2026']);
    expect(queryWords('Über Straße')).toEqual(['über', 'straße']);
    // Combining vowel signs stay inside a Devanagari word.
    expect(queryWords('मनाली यात्रा')).toEqual(['मनाली', 'यात्रा']);
  });

  it('gives nothing for blank, missing or punctuation-only input', () => {
    expect(queryWords(undefined)).toEqual([]);
    expect(queryWords('')).toEqual([]);
    expect(queryWords('   \t ')).toEqual([]);
    expect(queryWords(`:*&|!()'"<->\\`)).toEqual([]);
  });

  it('takes at most the first words, and cuts a very long one', () => {
    const many = Array.from({ length: 20 }, (_, index) => `w${index}`).join(' ');
    expect(queryWords(many)).toHaveLength(SEARCH_MAX_WORDS);
    expect(queryWords('x'.repeat(500))[0]).toHaveLength(40);
  });
});
