import { describe, expect, it } from 'vitest';
import {
  buildSuggestionIndex,
  editDistance,
  suggest,
  suggestionIndexBytes,
  suggestionQueryWords,
  type SuggestionRow,
} from './suggestion-index.ts';

// Most popular first, as search.repo reads them.
const tours: SuggestionRow[] = [
  { id: 10, title: 'Rohtang Day Trip', place: 'Manali Himachal Pradesh' },
  { id: 11, title: 'Manali Snow Weekend', place: 'Manali Himachal Pradesh' },
  { id: 12, title: 'Old Manali Cafe Walk', place: 'Manali Himachal Pradesh' },
  { id: 13, title: 'Ganga Rafting Camp', place: 'Rishikesh Uttarakhand' },
  { id: 14, title: 'Monastery Trail', place: 'Leh Ladakh' },
  { id: 15, title: 'Mandi Market Walk', place: 'Mandi Himachal Pradesh' },
  { id: 16, title: 'केदारनाथ यात्रा', place: 'Kedarnath Uttarakhand' },
  { id: 17, title: 'Café Crawl in Pondicherry', place: 'Puducherry' },
  { id: 18, title: 'Spiti Valley Drive', place: 'Spiti Valley Himachal Pradesh' },
];
const destinations: SuggestionRow[] = [
  { id: 1, title: 'Rishikesh', place: 'India Uttarakhand' },
  { id: 2, title: 'Manali', place: 'India Himachal Pradesh Manali' },
  { id: 3, title: 'Mandi', place: 'India Himachal Pradesh' },
];
const treks: SuggestionRow[] = [
  { id: 30, title: 'Kedarkantha Winter Trek', place: 'Sankri Uttarakhand' },
  { id: 31, title: 'Hampta Pass Trek', place: 'Manali Himachal Pradesh' },
];
const index = await buildSuggestionIndex({ tours, destinations, treks });
const find = (q: string, limit = 8) => suggest(index, 'tours', suggestionQueryWords(q), limit);
const places = (q: string, limit = 8) => suggest(index, 'destinations', suggestionQueryWords(q), limit);
const trekIds = (q: string, limit = 8) => suggest(index, 'treks', suggestionQueryWords(q), limit);

describe('suggestion index', () => {
  it('ranks a word of the title above the same word in the place, then by popularity', () => {
    expect(find('manali')).toEqual([11, 12, 10]);
    expect(find('Manali', 2)).toEqual([11, 12]);
    expect(places('manali')).toEqual([2]);
  });

  it('matches beginnings from two letters, whole words before beginnings', () => {
    expect(find('manal')).toEqual([11, 12, 10]);
    // "ma": title beginnings (Manali, Mandi, Market) before place beginnings, popularity within.
    expect(find('ma')).toEqual([11, 12, 15, 10]);
    expect(places('ma')).toEqual([2, 3]);
    expect(find('m')).toEqual([]);
    expect(find('ri')).toEqual([13]);
    expect(places('ri')).toEqual([1]);
  });

  it('needs every word; the order of the words does not matter', () => {
    expect(find('manali snow')).toEqual([11]);
    expect(find('snow manali')).toEqual([11]);
    expect(find('manali sn')).toEqual([11]);
    expect(find('old man')).toEqual([12]);
    expect(find('manali rafting')).toEqual([]);
  });

  it('matches typos: one edit from four letters, two from eight, exact matches first', () => {
    expect(find('manaly')).toEqual([11, 12, 10]);
    expect(find('raftng')).toEqual([13]);
    expect(find('rafitng')).toEqual([13]);
    expect(find('spiti valey')).toEqual([18]);
    expect(find('monastry')).toEqual([14]);
    expect(find('monstary')).toEqual([14]);
    expect(find('mnaali')).toEqual([11, 12, 10]);
    // Three letters get no typos; "mandi" is a word of its own, not a typo of "manali".
    expect(find('mna')).toEqual([]);
    expect(find('mandi')).toEqual([15]);
    expect(places('mandy')).toEqual([3]);
  });

  it('folds case and Latin accents, and keeps Devanagari words whole', () => {
    expect(find('cafe')).toEqual([12, 17]);
    expect(find('CAFÉ')).toEqual([12, 17]);
    expect(find('केदारनाथ')).toEqual([16]);
    expect(find('केदार')).toEqual([16]);
    expect(find('kedarnat')).toEqual([16]);
  });

  it('answers nothing for words it does not know, and for no words', () => {
    expect(find('xyzzyq')).toEqual([]);
    expect(find('!!!')).toEqual([]);
    expect(find('manali', 0)).toEqual([]);
  });

  it('finds the most popular of many matches without walking them all', async () => {
    const many: SuggestionRow[] = Array.from({ length: 20_000 }, (_, i) => ({
      id: i + 1,
      title: `${i % 2 ? 'Summer' : 'Winter'} Trip ${i}`,
      place: i % 3 ? 'Manali Himachal Pradesh' : 'Leh Ladakh',
    }));
    const big = await buildSuggestionIndex({ tours: many, destinations: [], treks: [] });
    expect(suggest(big, 'tours', ['trip'], 3)).toEqual([1, 2, 3]);
    expect(suggest(big, 'tours', ['su', 'le'], 3)).toEqual([4, 10, 16]);
    expect(suggest(big, 'tours', ['199'], 3)).toEqual([200, 1991, 1992]);
    expect(suggestionIndexBytes(big)).toBeLessThan(5_000_000);
  });
});

describe('treks in the suggestion index', () => {
  it('share the dictionary: words, beginnings and typos of titles and places, kept apart from tours', () => {
    expect(trekIds('kedarkantha')).toEqual([30]);
    expect(trekIds('kedar')).toEqual([30]);
    expect(trekIds('kedarkanta')).toEqual([30]);
    expect(trekIds('kedrakantha')).toEqual([30]);
    expect(trekIds('manali')).toEqual([31]);
    expect(trekIds('trek')).toEqual([30, 31]);
    expect(find('kedarkantha')).toEqual([]);
    expect(find('hampta')).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps, and stops beyond the bound', () => {
    expect(editDistance('manali', 'manaly', 2)).toBe(1);
    expect(editDistance('rafting', 'rafitng', 2)).toBe(1);
    expect(editDistance('valley', 'valey', 2)).toBe(1);
    expect(editDistance('monastery', 'monstary', 2)).toBe(2);
    expect(editDistance('manali', 'kasol', 1)).toBe(2);
  });
});
