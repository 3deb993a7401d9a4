import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField, isEmailAddress, singleLineText } from './common.ts';
import { MESSAGES } from './messages.ts';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('one rule for an email address', () => {
  it('takes ordinary addresses, lowercased, and what the outbox takes is exactly what a request may send', () => {
    for (const address of [
      'asha@example.test',
      'Josh.O’Neil@x.io'.replace('’', "'"),
      'a+tag@mail.co.in',
      'a_b-c@sub-domain.example.com',
    ]) {
      expect(emailField.parse(address)).toBe(address.toLowerCase());
      expect(isEmailAddress(address)).toBe(true);
      expect(z.email().safeParse(address).success).toBe(true);
    }
  });

  it('refuses internationalised addresses with their own message, and malformed ones', () => {
    for (const address of ['josé@example.com', 'anna@exämple.com', 'अनु@example.com']) {
      expect(messageOf(emailField, address)).toBe(MESSAGES.emailLatinOnly);
      expect(isEmailAddress(address)).toBe(false);
      expect(z.email().safeParse(address).success).toBe(false);
    }
    for (const address of ['a@b', 'a@@b.com', '.a@b.com', 'a..b@c.com', 'a b@c.com', 'a@b.com\r\nBcc: x@y.com']) {
      expect(messageOf(emailField, address)).toBeDefined();
      expect(isEmailAddress(address)).toBe(false);
    }
  });
});

describe('single-line text (names and anything else that reaches an email header)', () => {
  const name = singleLineText(100, MESSAGES.nameRequired);
  it('refuses CR, LF and every other control character inside, with one message', () => {
    for (const value of [
      'Asha\r\nBcc: victim@example.com',
      'Asha\nRawat',
      'A\u0007B',
      'A\u0085B',
      'A\u2028B',
      'A\u007fB',
    ]) {
      expect(messageOf(name, value), JSON.stringify(value)).toBe(MESSAGES.singleLine);
    }
  });
  it('keeps ordinary names, Devanagari and accents included, trimmed', () => {
    expect(name.parse('  Asha Rawat\n')).toBe('Asha Rawat');
    expect(name.parse('अनुराग शर्मा')).toBe('अनुराग शर्मा');
    expect(name.parse('José Müller-Östberg')).toBe('José Müller-Östberg');
    expect(messageOf(name, '')).toBe(MESSAGES.nameRequired);
  });
});
