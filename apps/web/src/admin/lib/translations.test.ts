// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  draftFromStored,
  draftStatus,
  emptyDraft,
  fieldInput,
  languageState,
  translationErrors,
  translationsBody,
} from './translations';

const tourEnglish = {
  title: 'Leh Ladakh Adventure',
  short_description: 'Seven days in Ladakh',
  description: 'Monasteries and high passes.',
  highlights: ['Pangong Lake', ''],
  inclusions: [],
  itinerary: [
    { title: 'Arrive in Leh', description: 'Rest.' },
    { title: 'Monasteries', description: '' },
  ],
  meta_title: '',
  meta_description: '',
};

describe('translations draft', () => {
  it('reads stored translations: lists one item per line, days by their number', () => {
    const draft = draftFromStored('tour', {
      hi: { title: 'लेह लद्दाख', highlights: ['पैंगोंग झील', 'खारदुंग ला'], itinerary: [{ day: 2, title: 'मठ' }] },
    });
    expect(draft.hi.fields).toEqual({ title: 'लेह लद्दाख', highlights: 'पैंगोंग झील\nखारदुंग ला' });
    expect(draft.hi.days).toEqual({ 2: { title: 'मठ', description: '' } });
    expect(draft.es).toEqual({ fields: {}, days: {} });
  });

  it('builds the body without blanks and sends an empty language to clear it', () => {
    const draft = emptyDraft();
    draft.hi.fields = { title: '  लेह  ', description: '   ', highlights: 'पैंगोंग झील\n\n  खारदुंग ला ', meta_title: '' };
    draft.hi.days = { 2: { title: 'मठ', description: ' ' }, 1: { title: '', description: '' } };
    draft.fr.fields = { title: ' ' };
    expect(translationsBody('tour', draft)).toEqual({
      hi: { title: 'लेह', highlights: ['पैंगोंग झील', 'खारदुंग ला'], itinerary: [{ day: 2, title: 'मठ' }] },
      es: {},
      fr: {},
      de: {},
    });
  });

  it('leaves out fields the kind does not translate', () => {
    const draft = emptyDraft();
    draft.de.fields = { description: 'Rabatt', title: 'Nicht übersetzbar' };
    expect(translationsBody('coupon', draft).de).toEqual({ description: 'Rabatt' });
  });

  it('is missing, partial or complete against the English fields that are filled', () => {
    const draft = emptyDraft();
    expect(languageState('tour', tourEnglish, draft.hi)).toBe('missing');
    draft.hi.fields = { title: 'लेह लद्दाख', short_description: 'लद्दाख में सात दिन' };
    expect(languageState('tour', tourEnglish, draft.hi)).toBe('partial');
    draft.hi.fields = { ...draft.hi.fields, description: 'मठ और ऊँचे दर्रे', highlights: 'पैंगोंग झील' };
    draft.hi.days = { 1: { title: 'लेह पहुँचना', description: '' } };
    expect(languageState('tour', tourEnglish, draft.hi)).toBe('complete');
    expect(draftStatus('tour', tourEnglish, draft)).toEqual({
      hi: 'complete',
      es: 'missing',
      fr: 'missing',
      de: 'missing',
    });
  });

  it('counts a record with nothing in English to translate as complete', () => {
    expect(languageState('coupon', { description: '  ' }, emptyDraft().es)).toBe('complete');
  });

  it('does not count an empty rich-text paragraph as English content', () => {
    const draft = emptyDraft();
    draft.fr.fields = { title: 'Titre' };
    expect(languageState('blog', { title: 'Title', content: '<p></p>' }, draft.fr)).toBe('complete');
    expect(languageState('blog', { title: 'Title', content: '<p>Body</p>' }, draft.fr)).toBe('partial');
  });

  it('edits each field with the input its length asks for', () => {
    expect(fieldInput('title')).toBe('short');
    expect(fieldInput('description')).toBe('long');
    expect(fieldInput('highlights')).toBe('list');
    expect(fieldInput('content')).toBe('rich');
    expect(fieldInput('itinerary')).toBe('itinerary');
  });
});

describe('translation errors', () => {
  const sent = {
    hi: {
      title: 'x',
      itinerary: [
        { day: 2, title: 'y' },
        { day: 5, description: 'z' },
      ],
    },
    es: {},
    fr: { description: 'd' },
    de: {},
  };

  it('places each message under its field in its language and names the first language', () => {
    const placed = translationErrors(
      {
        'translations.fr.description': ['Too long'],
        'translations.hi.title': ['Must be at most 200 characters', 'second'],
        'translations.hi.highlights.3': ['Item too long'],
        'translations.hi.itinerary.1.description': ['Day too long'],
      },
      sent,
    );
    expect(placed.first).toBe('hi');
    expect(placed.other).toBe(false);
    expect(placed.errors).toEqual({
      hi: {
        title: 'Must be at most 200 characters',
        highlights: 'Item too long',
        'itinerary.5.description': 'Day too long',
      },
      fr: { description: 'Too long' },
    });
  });

  it('tells English errors apart and ignores unknown languages', () => {
    const placed = translationErrors({ title: ['Title is required'], 'translations.xx.title': ['?'] }, sent);
    expect(placed).toEqual({ errors: {}, first: undefined, other: true });
  });

  it('keeps a language-level message under the language', () => {
    expect(translationErrors({ 'translations.de': ['Invalid value'] }, sent).errors).toEqual({
      de: { '': 'Invalid value' },
    });
  });
});
