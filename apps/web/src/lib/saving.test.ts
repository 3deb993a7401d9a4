import { describe, expect, it } from 'vitest';
import { savingOf } from './saving';

describe('savingOf', () => {
  it('is the difference to a higher original price', () => {
    expect(savingOf({ price: 17_500, original_price: 19_900 })).toBe(2_400);
  });

  it('is 0 without an original price, or when it is not higher', () => {
    expect(savingOf({ price: 8_500, original_price: null })).toBe(0);
    expect(savingOf({ price: 8_500, original_price: 8_500 })).toBe(0);
    expect(savingOf({ price: 8_500, original_price: 7_000 })).toBe(0);
  });
});
