import { describe, expect, it } from 'vitest';
import {
  altitudeBands,
  hasTrekFilters,
  parseTrekListSearch,
  toTrekListSearch,
  toTreksParams,
} from './trek-list-params';

const parse = (query: string) => parseTrekListSearch(new URLSearchParams(query));

describe('trek list address', () => {
  it('reads every filter, the sort and the page', () => {
    expect(parse('difficulty=moderate&duration=long&altitudeRange=4000-5000&sort=altitude&page=3')).toEqual({
      difficulty: 'moderate',
      duration: 'long',
      altitudeRange: '4000-5000',
      sort: 'altitude',
      page: 3,
    });
  });

  it('drops unknown and invalid values', () => {
    expect(parse('difficulty=extreme&duration=forever&altitudeRange=5000-4000&sort=cheapest&page=-2')).toEqual({
      difficulty: undefined,
      duration: undefined,
      altitudeRange: undefined,
      sort: 'popular',
      page: 1,
    });
    expect(parse('altitudeRange=abc').altitudeRange).toBeUndefined();
    expect(parse('altitudeRange=1.5-3').altitudeRange).toBeUndefined();
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=x').page).toBe(1);
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(toTrekListSearch(parse('')).toString()).toBe('');
    const query = 'difficulty=easy&duration=short&altitudeRange=0-3999&sort=price_low&page=2';
    expect(toTrekListSearch(parse(query)).toString()).toBe(query);
    expect(toTrekListSearch(parse('sort=popular&page=1')).toString()).toBe('');
  });

  it("keeps a destination page's View all treks: the place's slug, sent to the API and counted as a filter", () => {
    const state = parse('destination=sankri&sort=altitude');
    expect(state.destination).toBe('sankri');
    expect(toTrekListSearch(state).toString()).toBe('destination=sankri&sort=altitude');
    expect(toTreksParams(state)).toMatchObject({ destination: 'sankri', sort: 'altitude' });
    expect(hasTrekFilters(state)).toBe(true);
    expect(parse('destination=%20%20').destination).toBeUndefined();
  });

  it('asks the API for 12 treks a page', () => {
    expect(toTreksParams(parse('difficulty=difficult&page=2'))).toEqual({
      difficulty: 'difficult',
      duration: undefined,
      altitudeRange: undefined,
      sort: 'popular',
      page: 2,
      per_page: 12,
    });
  });
});

describe('altitude bands', () => {
  it('offers all three bands when the catalogue spans them', () => {
    expect(altitudeBands({ altitude_min: 3200, altitude_max: 5800 }).map((band) => band.value)).toEqual([
      '0-3999',
      '4000-5000',
      '5001-8849',
    ]);
  });

  it('drops the bands no trek can match', () => {
    expect(altitudeBands({ altitude_min: 4200, altitude_max: 4900 }).map((band) => band.kind)).toEqual(['between']);
    expect(altitudeBands({ altitude_min: 2500, altitude_max: 3900 }).map((band) => band.kind)).toEqual(['below']);
  });

  it('offers every band before the facets arrive', () => {
    expect(altitudeBands(undefined)).toHaveLength(3);
  });
});
