import { describe, expect, it } from 'vitest';
import { monthOptions } from './month-options';

describe('monthOptions', () => {
  const today = new Date('2026-11-26T10:00:00Z');

  it('names each month in the language, from some months back to some ahead, across the new year', () => {
    const options = monthOptions('en-GB', today, { before: 1, after: 2 });
    expect(options).toEqual([
      { value: '2026-10', label: 'October 2026' },
      { value: '2026-11', label: 'November 2026' },
      { value: '2026-12', label: 'December 2026' },
      { value: '2027-01', label: 'January 2027' },
    ]);
    expect(monthOptions('hi', today, { before: 0, after: 0 })[0]!.label).toBe('नवंबर 2026');
  });

  it('keeps a chosen month outside the range, in order, and ignores one that is not a month', () => {
    const values = monthOptions('en', today, { before: 0, after: 1, chosen: '2025-03' }).map((entry) => entry.value);
    expect(values).toEqual(['2025-03', '2026-11', '2026-12']);
    expect(monthOptions('en', today, { before: 0, after: 0, chosen: 'soon' })).toHaveLength(1);
  });
});
