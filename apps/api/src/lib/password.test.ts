import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('hashPassword', () => {
  it('encodes scrypt with its parameters, a fresh salt each call and never the password itself', async () => {
    const [first, second] = await Promise.all([hashPassword('himalaya1'), hashPassword('himalaya1')]);
    expect(first).not.toBe(second);
    for (const encoded of [first, second]) {
      expect(encoded).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
      expect(encoded).not.toContain('himalaya1');
    }
    expect(first.split('$')[4]).not.toBe(second.split('$')[4]);
  });
});

describe('verifyPassword', () => {
  it('accepts the right password and refuses any other', async () => {
    const encoded = await hashPassword('himalaya1');
    expect(await verifyPassword('himalaya1', encoded)).toBe(true);
    expect(await verifyPassword('himalaya2', encoded)).toBe(false);
    expect(await verifyPassword('Himalaya1', encoded)).toBe(false);
    expect(await verifyPassword('', encoded)).toBe(false);
    expect(await verifyPassword('himalaya1 ', encoded)).toBe(false);
  });

  it('treats Unicode forms of the same password alike (NFKC)', async () => {
    const encoded = await hashPassword('Caf\u00e9-123');
    expect(await verifyPassword('Cafe\u0301-123', encoded)).toBe(true);
  });

  it('refuses a hash made for another password even with the same parameters', async () => {
    const other = await hashPassword('something-else');
    const mine = await hashPassword('himalaya1');
    const [scheme, n, r, p, salt] = mine.split('$');
    const spliced = [scheme, n, r, p, salt, other.split('$')[5]].join('$');
    expect(await verifyPassword('himalaya1', spliced)).toBe(false);
  });

  it('answers false, without throwing, for malformed encodings', async () => {
    const valid = await hashPassword('himalaya1');
    const [, , , , salt = '', hash = ''] = valid.split('$');
    const malformed = [
      '',
      'himalaya1',
      '$$$$$',
      `bcrypt$32768$8$1$${salt}$${hash}`,
      '$2b$10$abcdefghijklmnopqrstuuJ0iDXWlYwX1a8gmX4vYhG9Ku2l4i5y',
      `scrypt$32768$8$1$${salt}`,
      `scrypt$32768$8$1$${salt}$`,
      `scrypt$32768$8$1$${salt}$${hash.slice(0, 40)}`,
      `scrypt$abc$8$1$${salt}$${hash}`,
      `scrypt$1000$8$1$${salt}$${hash}`,
      `scrypt$-32768$8$1$${salt}$${hash}`,
      `scrypt$1073741824$8$1$${salt}$${hash}`,
      `scrypt$32768$x$y$${salt}$${hash}`,
    ];
    for (const encoded of malformed) {
      await expect(verifyPassword('himalaya1', encoded), encoded).resolves.toBe(false);
    }
  });
});
