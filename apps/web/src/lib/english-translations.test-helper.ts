import { readFileSync } from 'node:fs';
import i18n from 'i18next';

/**
 * For unit tests of code that translates server messages: the English translations as the app
 * loads them (a message's key is found by its English text there).
 */
export async function loadEnglishTranslations(): Promise<void> {
  const en: unknown = JSON.parse(readFileSync(new URL('../../public/locales/en/common.json', import.meta.url), 'utf8'));
  await i18n.init({
    lng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: en as Record<string, unknown> } },
  });
}
