import { describe, expect, it } from 'vitest';
import { dateFromToday } from './helpers.ts';
import { inSeason, seasonBatches, seasonMonths } from './seasons.ts';

const monthOf = (offset: number) => Number(dateFromToday(offset).slice(5, 7));

describe('seasonMonths', () => {
  it('reads ranges, pairs of ranges, single months and ranges across the new year', () => {
    expect(seasonMonths('June to September')).toEqual([6, 7, 8, 9]);
    expect(seasonMonths('March to June and September to December')).toEqual([3, 4, 5, 6, 9, 10, 11, 12]);
    expect(seasonMonths('Mid January to February')).toEqual([1, 2]);
    expect(seasonMonths('October to March')).toEqual([1, 2, 3, 10, 11, 12]);
    expect(seasonMonths('May to September; January and February for the Chadar')).toEqual([1, 2, 5, 6, 7, 8, 9]);
  });

  it('takes a text that names no month as all year', () => {
    expect(seasonMonths('All year')).toHaveLength(12);
    expect(seasonMonths('')).toHaveLength(12);
  });
});

describe('inSeason', () => {
  it('keeps a day already in season and moves any other into the nearest month in season', () => {
    const all = seasonMonths('All year');
    expect(inSeason(all, 35)).toBe(35);
    for (const wanted of [-200, -40, 10, 35, 90, 200]) {
      const moved = inSeason([7], wanted);
      expect(monthOf(moved)).toBe(7);
      expect(Math.sign(moved)).toBe(Math.sign(wanted));
    }
  });
});

describe('seasonBatches', () => {
  it('starts batches only in season, at least a week ahead and within thirteen months', () => {
    const months = seasonMonths('July to September');
    const offsets = seasonBatches(months, 6, 8);
    expect(offsets.length).toBeGreaterThan(0);
    expect(offsets.length).toBeLessThanOrEqual(8);
    for (const offset of offsets) {
      expect(months).toContain(monthOf(offset));
      expect(offset).toBeGreaterThanOrEqual(7);
      expect(offset).toBeLessThanOrEqual(400);
    }
  });
});
