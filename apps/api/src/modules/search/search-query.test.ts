import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_WORDS, buildTsQuery, queryWords } from './search-query.ts';

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

describe('buildTsQuery', () => {
  it('ORs each word (as a prefix) with its dictionary terms, and ANDs the words', () => {
    const suggestions = new Map([
      ['manaly', ['manali', 'manaly']],
      ['trek', ['trek', 'treks']],
    ]);
    expect(buildTsQuery(['manaly', 'trek'], suggestions)).toBe('(manaly:* | manali) & (trek:* | treks)');
    expect(buildTsQuery(['kasol'])).toBe('(kasol:*)');
  });

  it('matches a one-letter word exactly, not as a prefix of everything', () => {
    expect(buildTsQuery(['a', 'b2'])).toBe('(a) & (b2:*)');
  });

  it('cannot be broken by what was typed or by odd dictionary terms', () => {
    const words = queryWords(`a:*&|!()'" manali' OR 1=1; -- <-> \\`);
    expect(words).toEqual(['a', 'manali', 'or', '1']);
    const text = buildTsQuery(words, new Map([['manali', ["it's", 'a b', 'x:*', 'manali', 'kalka-shimla', 'manālī']]]));
    expect(text).toBe('(a) & (manali:* | manālī) & (or:*) & (1)');
    expect(text).not.toMatch(/['"!\\<>;-]/);
    // Words that did not come through queryWords are dropped, not trusted.
    expect(buildTsQuery(['ok', "x'y", 'a|b', ''])).toBe('(ok:*)');
    expect(buildTsQuery([])).toBe('');
  });
});
