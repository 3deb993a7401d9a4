import { describe, expect, it } from 'vitest';
import { retryTransaction } from './errors.ts';

const failure = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });

describe('retryTransaction', () => {
  it('runs a deadlock victim or an unserialisable transaction again, and answers its result', async () => {
    for (const code of ['40P01', '40001']) {
      let runs = 0;
      const result = await retryTransaction(async () => {
        runs += 1;
        if (runs < 3) throw failure(code);
        return 'done';
      });
      expect(result).toBe('done');
      expect(runs).toBe(3);
    }
  });

  it('finds the code under an ORM error that wraps the database error', async () => {
    let runs = 0;
    await retryTransaction(async () => {
      runs += 1;
      if (runs === 1) throw new Error('Failed query', { cause: failure('40P01') });
    });
    expect(runs).toBe(2);
  });

  it('gives up after the attempts it was given, and never retries other errors', async () => {
    let runs = 0;
    await expect(
      retryTransaction(async () => {
        runs += 1;
        throw failure('40P01');
      }, 3),
    ).rejects.toThrow('failed with 40P01');
    expect(runs).toBe(3);
    runs = 0;
    await expect(
      retryTransaction(async () => {
        runs += 1;
        throw failure('23505');
      }),
    ).rejects.toThrow('failed with 23505');
    expect(runs).toBe(1);
  });
});
