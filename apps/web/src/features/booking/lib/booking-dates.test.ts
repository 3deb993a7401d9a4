import { describe, expect, it } from 'vitest';
import { calendarDay, localDate, onRequestRange } from './booking-dates';

describe('booking dates', () => {
  it('offers tomorrow to a year ahead', () => {
    expect(onRequestRange(new Date(2026, 11, 31, 23, 30))).toEqual({ min: '2027-01-01', max: '2027-12-31' });
  });

  it('writes local calendar dates with padding', () => {
    expect(localDate(new Date(2027, 0, 5))).toBe('2027-01-05');
  });

  it('keeps a calendar day whole', () => {
    expect(calendarDay('2027-03-01').toISOString()).toBe('2027-03-01T12:00:00.000Z');
  });
});
