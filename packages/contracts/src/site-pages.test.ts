import { describe, expect, it } from 'vitest';
import { localeBasename, localePath, splitLocalePath } from './site-pages.ts';

describe('addresses per language', () => {
  it('reads the language of an address and its path without the prefix', () => {
    expect(splitLocalePath('/hi/tours')).toEqual({ locale: 'hi', path: '/tours' });
    expect(splitLocalePath('/fr/trek/hampta-pass')).toEqual({ locale: 'fr', path: '/trek/hampta-pass' });
    expect(splitLocalePath('/de')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePath('/de/')).toEqual({ locale: 'de', path: '/' });
    // English has no prefix; a word that starts like a language code is no prefix.
    expect(splitLocalePath('/tours')).toEqual({ locale: 'en', path: '/tours' });
    expect(splitLocalePath('/en/tours')).toEqual({ locale: 'en', path: '/en/tours' });
    expect(splitLocalePath('/high')).toEqual({ locale: 'en', path: '/high' });
    expect(splitLocalePath('/')).toEqual({ locale: 'en', path: '/' });
  });

  it('writes the address of a path in a language, its query kept', () => {
    expect(localePath('en', '/tours')).toBe('/tours');
    expect(localePath('hi', '/tours?page=2')).toBe('/hi/tours?page=2');
    expect(localePath('es', '/')).toBe('/es');
    expect(localePath('es', '/?q=1')).toBe('/es?q=1');
    expect(localeBasename('en')).toBeUndefined();
    expect(localeBasename('fr')).toBe('/fr');
  });
});
