import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnglishTranslations } from '../../../lib/english-translations.test-helper';
import { translateServerMessage } from './server-message';

const hindi: Record<string, string> = {
  'messages.seatsLeft': 'इस प्रस्थान पर केवल {count} सीट बची हैं',
  'messages.couponUnknown': 'यह कूपन कोड मौजूद नहीं है',
};
const t = (key: string, options?: { defaultValue: string }) => hindi[key] ?? options?.defaultValue ?? key;

describe('translateServerMessage', () => {
  beforeAll(loadEnglishTranslations);

  it('translates a filled-in template and keeps its values', () => {
    expect(translateServerMessage(t, 'Only 3 seat(s) left on this departure')).toBe('इस प्रस्थान पर केवल 3 सीट बची हैं');
  });

  it('translates a plain message by its text', () => {
    expect(translateServerMessage(t, 'This coupon code does not exist')).toBe('यह कूपन कोड मौजूद नहीं है');
  });

  it('shows an unknown message as sent', () => {
    expect(translateServerMessage(t, 'Something odd')).toBe('Something odd');
  });
});
