import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCountUp } from './use-count-up';

describe('runCountUp', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('climbs from 0 to the target in 60 steps over 2 seconds', () => {
    const values: number[] = [];
    runCountUp(1200, (value) => values.push(value));
    expect(values).toEqual([]);

    vi.advanceTimersByTime(1000);
    expect(values.length).toBe(30);
    expect(values.at(-1)).toBe(600);

    vi.advanceTimersByTime(1000);
    expect(values.length).toBe(60);
    expect(values.at(-1)).toBe(1200);
    // Never decreasing, never past the target.
    expect(values.every((value, index) => index === 0 || value >= values[index - 1]!)).toBe(true);
    expect(Math.max(...values)).toBe(1200);

    vi.advanceTimersByTime(5000);
    expect(values.length).toBe(60);
  });

  it('ends exactly on small and odd targets', () => {
    const values: number[] = [];
    runCountUp(7, (value) => values.push(value));
    vi.advanceTimersByTime(2000);
    expect(values.at(-1)).toBe(7);
    expect(values.every((value) => Number.isInteger(value))).toBe(true);
  });

  it('shows zero (or nothing to count) at once', () => {
    const values: number[] = [];
    runCountUp(0, (value) => values.push(value));
    expect(values).toEqual([0]);
  });

  it('stops when cancelled', () => {
    const values: number[] = [];
    const stop = runCountUp(500, (value) => values.push(value), { durationMs: 1000, steps: 10 });
    vi.advanceTimersByTime(300);
    stop();
    vi.advanceTimersByTime(1000);
    expect(values).toEqual([50, 100, 150]);
  });
});
