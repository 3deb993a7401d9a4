import { describe, expect, it } from 'vitest';
import { CURRENCIES, DEFAULT_PUBLIC_SETTINGS } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { mergeSettings } from './merge-settings.ts';
import { settingValueRule, updateSettingBody } from './settings.ts';

/** The first message a rule gives for a value, or null when the value passes. */
function problem(key: string, value: unknown): string | null {
  const result = settingValueRule(key).safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
}

describe('mergeSettings', () => {
  const defaults = { site_name: 'Himalaya Trails', currency: 'USD', contact_email: '' };

  it('lays stored values over the defaults', () => {
    expect(mergeSettings(defaults, { site_name: 'Hill Walks', contact_email: 'hi@example.test' })).toEqual({
      site_name: 'Hill Walks',
      currency: 'USD',
      contact_email: 'hi@example.test',
    });
  });

  it('keeps the default for a missing, null, empty or whitespace-only value', () => {
    expect(mergeSettings(defaults, {})).toEqual(defaults);
    expect(mergeSettings(defaults, { site_name: '', currency: '   \t\n' })).toEqual(defaults);
    expect(mergeSettings(defaults, { site_name: null, currency: undefined })).toEqual(defaults);
  });

  it('ignores keys that have no default', () => {
    const merged = mergeSettings(defaults, { smtp_password: 'secret', demo_mode: 'true', site_name: 'X' });
    expect(merged).toEqual({ ...defaults, site_name: 'X' });
    expect(merged).not.toHaveProperty('smtp_password');
    expect(merged).not.toHaveProperty('demo_mode');
  });

  it('does not modify the defaults object', () => {
    const before = { ...DEFAULT_PUBLIC_SETTINGS };
    mergeSettings(DEFAULT_PUBLIC_SETTINGS, { site_name: 'Changed' });
    expect(DEFAULT_PUBLIC_SETTINGS).toEqual(before);
  });
});

describe('settingValueRule', () => {
  it('accepts an empty or valid email and rejects anything else', () => {
    for (const key of ['contact_email', 'mail_from_address']) {
      expect(problem(key, '')).toBeNull();
      expect(problem(key, 'hello@himalaya-trails.example')).toBeNull();
      expect(problem(key, 'not-an-email')).toBe(MESSAGES.emailInvalid);
      expect(problem(key, 'a@b')).toBe(MESSAGES.emailInvalid);
      expect(problem(key, 'two words@example.test')).toBe(MESSAGES.emailInvalid);
    }
  });

  it('accepts an empty value, http(s) addresses and site paths for URLs and the logo', () => {
    for (const key of ['facebook_url', 'twitter_url', 'instagram_url', 'youtube_url', 'site_logo']) {
      expect(problem(key, '')).toBeNull();
      expect(problem(key, 'https://facebook.com/himalayatrails')).toBeNull();
      expect(problem(key, 'http://example.test/a?b=c')).toBeNull();
      expect(problem(key, '/uploads/logo.png')).toBeNull();
    }
  });

  it('rejects other schemes, bare words and addresses with spaces', () => {
    for (const value of [
      'javascript:alert(1)',
      'ftp://example.test',
      'facebook.com/x',
      'https://',
      'https://a b.test',
      '/',
    ]) {
      expect(problem('facebook_url', value)).toBe(MESSAGES.urlInvalid);
    }
    expect(problem('site_logo', 'data:image/png;base64,AAAA')).toBe(MESSAGES.urlInvalid);
  });

  it('accepts an empty or numeric SMTP port only', () => {
    expect(problem('smtp_port', '')).toBeNull();
    expect(problem('smtp_port', '587')).toBeNull();
    expect(problem('smtp_port', '25')).toBeNull();
    expect(problem('smtp_port', 'abc')).toBe(MESSAGES.invalidValue);
    expect(problem('smtp_port', '58 7')).toBe(MESSAGES.invalidValue);
    expect(problem('smtp_port', '-1')).toBe(MESSAGES.invalidValue);
    expect(problem('smtp_port', '123456')).toBe(MESSAGES.invalidValue);
  });

  it('accepts exactly the listed currencies', () => {
    for (const currency of CURRENCIES) expect(problem('currency', currency)).toBeNull();
    for (const value of ['AUD', 'usd', '', 'US Dollar']) expect(problem('currency', value)).toBe(MESSAGES.invalidValue);
  });

  it('requires a site name', () => {
    expect(problem('site_name', 'Himalaya Trails')).toBeNull();
    expect(problem('site_name', '')).toBe(MESSAGES.required);
    expect(problem('site_name', 'n'.repeat(121))).not.toBeNull();
  });

  it('bounds free text at 2000 characters', () => {
    expect(problem('business_hours', 'Mon-Sat 9:00-18:00')).toBeNull();
    expect(problem('contact_address', 'x'.repeat(2000))).toBeNull();
    expect(problem('contact_address', 'x'.repeat(2001))).toBe(MESSAGES.tooLong);
  });
});

describe('updateSettingBody', () => {
  it('turns a missing or null value into an empty string and trims the rest', () => {
    expect(updateSettingBody.parse({})).toEqual({ value: '', type: 'string', confirm: false });
    expect(updateSettingBody.parse({ value: null })).toEqual({ value: '', type: 'string', confirm: false });
    expect(updateSettingBody.parse({ value: '  Shimla  ', type: 'string', confirm: false })).toEqual({
      value: 'Shimla',
      type: 'string',
      confirm: false,
    });
    expect(updateSettingBody.parse({ value: 587, type: 'number', confirm: false })).toEqual({
      value: '587',
      type: 'number',
      confirm: false,
    });
    expect(updateSettingBody.parse({ value: false, type: 'boolean' })).toEqual({
      value: 'false',
      type: 'boolean',
      confirm: false,
    });
  });

  it('takes confirm only as a boolean', () => {
    expect(updateSettingBody.parse({ value: 'USD', confirm: true }).confirm).toBe(true);
    expect(updateSettingBody.safeParse({ value: 'USD', confirm: 'yes' }).success).toBe(false);
  });

  it('rejects an unknown type, an object value and an oversized value', () => {
    expect(updateSettingBody.safeParse({ value: 'x', type: 'json' }).success).toBe(false);
    expect(updateSettingBody.safeParse({ value: { nested: true } }).success).toBe(false);
    const long = updateSettingBody.safeParse({ value: 'x'.repeat(2001) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe(MESSAGES.tooLong);
  });
});

describe('booking settings', () => {
  it('takes whole numbers within their range for the lead days and the hold hours', () => {
    expect(settingValueRule('booking_lead_days').safeParse('0').success).toBe(true);
    expect(settingValueRule('booking_lead_days').safeParse('366').success).toBe(false);
    expect(settingValueRule('booking_hold_hours').safeParse('48').success).toBe(true);
    expect(settingValueRule('booking_hold_hours').safeParse('0').success).toBe(false);
    expect(settingValueRule('booking_hold_hours').safeParse('1.5').success).toBe(false);
    expect(settingValueRule('payment_instructions').safeParse('Pay by UPI after we confirm.').success).toBe(true);
  });
});
