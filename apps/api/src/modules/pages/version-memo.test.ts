import { describe, expect, it } from 'vitest';
import { versionMemo } from './version-memo.ts';

describe('versionMemo', () => {
  it('reads once per version and key, again after the version moves or the entry ages', async () => {
    let version = 1;
    let clock = 0;
    let reads = 0;
    const memo = versionMemo<string>(() => version, { ttlMs: 1000, now: () => clock });
    const read = async () => `read ${++reads}`;

    expect(await memo.get('a', read)).toBe('read 1');
    expect(await memo.get('a', read)).toBe('read 1');
    expect(await memo.get('b', read)).toBe('read 2');
    version = 2;
    expect(await memo.get('a', read)).toBe('read 3');
    clock = 1001;
    expect(await memo.get('a', read)).toBe('read 4');
  });

  it('shares one read between callers who ask while it runs', async () => {
    let reads = 0;
    let finish: (value: string) => void = () => {};
    const memo = versionMemo<string>(() => 1);
    const read = () => {
      reads += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = memo.get('a', read);
    const second = memo.get('a', read);
    finish('value');
    expect(await Promise.all([first, second])).toEqual(['value', 'value']);
    expect(reads).toBe(1);
  });

  it('keeps neither a failed read nor a value `keep` refuses', async () => {
    let reads = 0;
    const memo = versionMemo<{ notFound?: boolean }>(() => 1);
    await expect(
      memo.get('a', async () => {
        reads += 1;
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await memo.get('a', async () => ({ found: ++reads }) as never)).toEqual({ found: 2 });

    const missing = async () => {
      reads += 1;
      return { notFound: true };
    };
    await memo.get('b', missing, (value) => !value.notFound);
    await memo.get('b', missing, (value) => !value.notFound);
    expect(reads).toBe(4);
  });

  it('does not keep what was read while the version moved', async () => {
    let version = 1;
    let reads = 0;
    const memo = versionMemo<number>(() => version);
    const value = memo.get('a', async () => {
      reads += 1;
      version = 2;
      return reads;
    });
    expect(await value).toBe(1);
    expect(await memo.get('a', async () => ++reads)).toBe(2);
  });

  it('starts afresh past its bound', async () => {
    let reads = 0;
    const memo = versionMemo<number>(() => 1, { maxEntries: 2 });
    const read = async () => ++reads;
    await memo.get('a', read);
    await memo.get('b', read);
    await memo.get('c', read);
    expect(await memo.get('a', read)).toBe(4);
  });
});
