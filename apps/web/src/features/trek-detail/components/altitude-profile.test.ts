import { describe, expect, it } from 'vitest';
import type { ItineraryDay } from '@trails/contracts/catalogue';
import { profilePoints } from './altitude-profile';

const day = (day_number: number, altitude_m: number | null): ItineraryDay => ({
  day_number,
  title: `Day ${day_number}`,
  description: null,
  altitude_m,
  distance_km: null,
});

describe('profilePoints', () => {
  it('spreads the days across the width and puts the highest at the top', () => {
    const points = profilePoints([day(1, 2000), day(2, 3000), day(3, 4000)]);
    expect(points.map((point) => point.x)).toEqual([0, 50, 100]);
    expect(points.map((point) => point.y)).toEqual([90, 50, 10]);
  });

  it('skips days without an altitude', () => {
    expect(profilePoints([day(1, 2000), day(2, null), day(3, 2500)]).map((point) => point.day)).toEqual([1, 3]);
  });

  it('draws nothing with fewer than two known altitudes', () => {
    expect(profilePoints([day(1, 2000), day(2, null)])).toEqual([]);
    expect(profilePoints([])).toEqual([]);
  });

  it('keeps a flat trek in the middle band', () => {
    expect(profilePoints([day(1, 3000), day(2, 3000)]).map((point) => point.y)).toEqual([50, 50]);
  });
});
