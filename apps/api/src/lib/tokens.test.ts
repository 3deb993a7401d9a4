import { describe, expect, it } from 'vitest';
import { bearerToken, generateToken, hashToken } from './tokens.ts';

describe('generateToken', () => {
  it('answers 32 random bytes as base64url: 43 URL-safe characters, never twice the same', () => {
    const tokens = Array.from({ length: 500 }, generateToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(encodeURIComponent(token)).toBe(token);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});

describe('hashToken', () => {
  it('is SHA-256 as 64 lower-case hex digits, stable for the same token', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = generateToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toBe(hashToken(`${token}x`));
    expect(hashToken(token)).not.toContain(token);
  });
});

describe('bearerToken', () => {
  const token = generateToken();

  it('takes the token out of an Authorization header', () => {
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer ${token}`)).toBe(token);
    expect(bearerToken(`BEARER   ${token}  `)).toBe(token);
    expect(bearerToken(`Bearer ${'a'.repeat(20)}`)).toBe('a'.repeat(20));
    expect(bearerToken(`Bearer ${'a'.repeat(200)}`)).toBe('a'.repeat(200));
  });

  it('answers null for a missing header and for junk', () => {
    const junk = [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      token,
      `Basic ${token}`,
      `Token ${token}`,
      `Bearer${token}`,
      'Bearer short',
      `Bearer ${'a'.repeat(201)}`,
      `Bearer ${token} ${token}`,
      `Bearer ${token}.signature`,
      `Bearer ${token}=`,
      `Bearer ${token}\nX-Other: 1`,
      `Bearer "${token}"`,
      ` Bearer ${token}`,
    ];
    for (const header of junk) expect(bearerToken(header), JSON.stringify(header)).toBeNull();
  });
});
