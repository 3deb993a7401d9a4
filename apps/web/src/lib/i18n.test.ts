import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@trails/contracts/messages';
import { loadEnglishTranslations } from './english-translations.test-helper';
import { translateMessage } from './i18n';

const fakeT = (key: string, options?: { defaultValue: string }) =>
  key === 'messages.emailRequired' ? 'ईमेल आवश्यक है' : (options?.defaultValue ?? key);

describe('translateMessage', () => {
  beforeAll(loadEnglishTranslations);

  it('translates a known server or schema message by its key', () => {
    expect(translateMessage(fakeT, MESSAGES.emailRequired)).toBe('ईमेल आवश्यक है');
  });

  it('falls back to the English text when the key has no translation', () => {
    expect(translateMessage(fakeT, MESSAGES.passwordMin)).toBe(MESSAGES.passwordMin);
  });

  it('shows an unknown message as it was sent', () => {
    expect(translateMessage(fakeT, 'Tour is fully booked for that date')).toBe('Tour is fully booked for that date');
  });
});
