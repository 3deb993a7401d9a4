import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginBody, registerBody, updateAdminProfileBody, updateProfileBody } from './auth.ts';
import { MESSAGES, messageKey } from './messages.ts';

/** Issues as the API reports them: `{ field: [messages] }`. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

const validRegistration = {
  name: 'Asha Rawat',
  email: 'asha@example.test',
  password: 'himalaya1',
  password_confirmation: 'himalaya1',
};

describe('loginBody', () => {
  it('gives the spec’s message for each missing field', () => {
    expect(errorsOf(loginBody, {})).toEqual({ email: [MESSAGES.emailRequired], password: [MESSAGES.passwordRequired] });
    expect(errorsOf(loginBody, { email: '', password: '' })).toEqual({
      email: [MESSAGES.emailRequired],
      password: [MESSAGES.passwordRequired],
    });
    expect(errorsOf(loginBody, { email: '   ', password: 'secret1' })).toEqual({ email: [MESSAGES.emailRequired] });
  });

  it('rejects a malformed email, a short and an overlong password with one message each', () => {
    for (const email of ['asha', 'asha@example', '@example.test', 'asha @example.test']) {
      expect(errorsOf(loginBody, { email, password: 'secret1' })).toEqual({ email: [MESSAGES.emailInvalid] });
    }
    expect(errorsOf(loginBody, { email: 'a@example.test', password: '12345' })).toEqual({
      password: [MESSAGES.passwordMin],
    });
    expect(errorsOf(loginBody, { email: 'a@example.test', password: 'p'.repeat(129) })).toEqual({
      password: [MESSAGES.passwordMax],
    });
    expect(errorsOf(loginBody, { email: `${'a'.repeat(250)}@example.test`, password: 'secret1' }).email).toEqual([
      MESSAGES.tooLong,
    ]);
  });

  it('rejects values of the wrong type with the field’s message', () => {
    expect(errorsOf(loginBody, { email: 42, password: true })).toEqual({
      email: [MESSAGES.emailRequired],
      password: [MESSAGES.passwordRequired],
    });
    // An array is not a string either; its message comes first (zod also measures its length).
    expect(errorsOf(loginBody, { email: ['a@b.co'], password: ['x'] }).password?.[0]).toBe(MESSAGES.passwordRequired);
  });

  it('trims and lower-cases the email but leaves the password alone', () => {
    expect(loginBody.parse({ email: '  Asha.Rawat@Example.TEST ', password: ' pass word ' })).toEqual({
      email: 'asha.rawat@example.test',
      password: ' pass word ',
    });
    expect(errorsOf(loginBody, { email: 'a@example.test', password: '123456' })).toEqual({});
    expect(errorsOf(loginBody, { email: 'a@example.test', password: 'p'.repeat(128) })).toEqual({});
  });
});

describe('registerBody', () => {
  it('accepts a complete body, trimming the name and lower-casing the email', () => {
    expect(
      registerBody.parse({
        ...validRegistration,
        name: '  Asha Rawat ',
        email: ' ASHA@Example.test',
        phone: ' +91 98160-00000 ',
      }),
    ).toEqual({
      ...validRegistration,
      phone: '+91 98160-00000',
    });
  });

  it('gives the spec’s message for each missing field', () => {
    expect(errorsOf(registerBody, {})).toEqual({
      name: [MESSAGES.nameRequired],
      email: [MESSAGES.emailRequired],
      password: [MESSAGES.passwordRequired],
      password_confirmation: [MESSAGES.passwordsMismatch],
    });
    expect(errorsOf(registerBody, { ...validRegistration, name: '   ' })).toEqual({ name: [MESSAGES.nameRequired] });
  });

  it('checks lengths, the confirmation and the phone', () => {
    expect(errorsOf(registerBody, { ...validRegistration, name: 'n'.repeat(121) })).toEqual({
      name: [MESSAGES.tooLong],
    });
    expect(errorsOf(registerBody, { ...validRegistration, password: '123', password_confirmation: '123' })).toEqual({
      password: [MESSAGES.passwordMin],
    });
    expect(errorsOf(registerBody, { ...validRegistration, password_confirmation: 'himalaya2' })).toEqual({
      password_confirmation: [MESSAGES.passwordsMismatch],
    });
    expect(errorsOf(registerBody, { ...validRegistration, phone: 'call me' })).toEqual({
      phone: [MESSAGES.phoneInvalid],
    });
    expect(errorsOf(registerBody, { ...validRegistration, phone: '9'.repeat(33) })).toEqual({
      phone: [MESSAGES.tooLong],
    });
  });
});

describe('profile bodies', () => {
  it('updateProfileBody needs a name and a valid email', () => {
    expect(errorsOf(updateProfileBody, { name: '', email: 'x' })).toEqual({
      name: [MESSAGES.nameRequired],
      email: [MESSAGES.emailInvalid],
    });
    expect(updateProfileBody.parse({ name: ' A ', email: 'A@B.CO', address: '  Mall Road ' })).toEqual({
      name: 'A',
      email: 'a@b.co',
      address: 'Mall Road',
    });
  });

  it('updateAdminProfileBody asks for the current password when a new one is given', () => {
    expect(errorsOf(updateAdminProfileBody, { name: 'A', email: 'a@b.co', password: 'newpass1' })).toEqual({
      current_password: [MESSAGES.passwordRequired],
    });
    expect(
      errorsOf(updateAdminProfileBody, { name: 'A', email: 'a@b.co', password: 'short', current_password: 'old' }),
    ).toEqual({
      password: [MESSAGES.passwordMin],
    });
    expect(
      errorsOf(updateAdminProfileBody, { name: 'A', email: 'a@b.co', password: 'newpass1', current_password: 'old' }),
    ).toEqual({});
    expect(errorsOf(updateAdminProfileBody, { name: 'A', email: 'a@b.co' })).toEqual({});
  });
});

describe('messageKey', () => {
  it('finds the key of a server message and nothing for other text', () => {
    expect(messageKey(MESSAGES.staffOnly)).toBe('staffOnly');
    expect(messageKey(MESSAGES.emailInvalid)).toBe('emailInvalid');
    expect(messageKey('Something nobody said')).toBeUndefined();
  });
});
