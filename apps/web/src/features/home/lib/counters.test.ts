import { describe, expect, it } from 'vitest';
import { countersWorthShowing } from './counters';

const counters = [{ key: 'tours' }, { key: 'destinations' }, { key: 'customers' }, { key: 'reviews' }];
const stats = { tours: 50, destinations: 26, customers: 11, reviews: 120 };
const keys = (threshold: string | undefined) => countersWorthShowing(counters, stats, threshold).map(({ key }) => key);

describe('countersWorthShowing', () => {
  it('leaves out a count below the threshold and keeps the order', () => {
    expect(keys('25')).toEqual(['tours', 'destinations', 'reviews']);
    expect(keys('100')).toEqual(['reviews']);
    expect(keys('1000')).toEqual([]);
  });

  it('shows every count with no threshold, zero or a value that is not a number', () => {
    expect(keys('0')).toEqual(['tours', 'destinations', 'customers', 'reviews']);
    expect(keys('')).toHaveLength(4);
    expect(keys(undefined)).toHaveLength(4);
    expect(keys('many')).toHaveLength(4);
  });
});
