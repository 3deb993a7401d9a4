import { describe, expect, it } from 'vitest';
import { todayIn, yearIn } from './format';

describe('yearIn', () => {
  const zones = ['Pacific/Kiritimati', 'Asia/Kolkata', 'UTC', 'America/Los_Angeles', 'Etc/GMT+12', 'Not/AZone'];

  it('agrees with the calendar day in every timezone, at every hour around a new year and mid-year', () => {
    const moments: Date[] = [];
    for (let hour = -40; hour <= 40; hour += 1) moments.push(new Date(Date.UTC(2027, 0, 1) + hour * 3_600_000));
    moments.push(new Date(Date.UTC(2026, 5, 15, 12)), new Date(Date.UTC(2026, 11, 31, 9, 59, 59)));
    for (const zone of zones) {
      for (const now of moments) {
        expect(yearIn(zone, now), `${zone} at ${now.toISOString()}`).toBe(Number(todayIn(zone, now).slice(0, 4)));
      }
    }
  });

  it('is already the new year east of UTC and still the old one west of it', () => {
    const now = new Date(Date.UTC(2026, 11, 31, 20));
    expect(yearIn('Asia/Kolkata', now)).toBe(2027);
    expect(yearIn('UTC', now)).toBe(2026);
    expect(yearIn('America/Los_Angeles', now)).toBe(2026);
  });
});
