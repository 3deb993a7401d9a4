import { describe, expect, it } from 'vitest';
import { requestLocale } from './language.ts';

describe('requestLocale', () => {
  it('takes the first language the site has', () => {
    expect(requestLocale('hi')).toBe('hi');
    expect(requestLocale('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(requestLocale('ja, fr-CA;q=0.7, en;q=0.5')).toBe('fr');
  });

  it('answers null when none is named', () => {
    expect(requestLocale(undefined)).toBeNull();
    expect(requestLocale('')).toBeNull();
    expect(requestLocale('ja, zh')).toBeNull();
    expect(requestLocale('*')).toBeNull();
  });
});
