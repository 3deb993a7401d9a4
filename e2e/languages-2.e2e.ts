import { describe, it } from 'vitest';
import { useBrowser } from './browser';
import { JOURNEY_TIMEOUT_MS, languageJourney, LOCALE_NAMES } from './language-journey';

const openPage = useBrowser();

// French and German here; Hindi and Spanish in languages.e2e.ts.
describe('the site in French and German, at their own addresses', () => {
  for (const lang of ['fr', 'de']) {
    it(
      `${LOCALE_NAMES[lang]}: home, a trip, booking step 1 and the back office's tour form`,
      () => languageJourney(openPage, lang),
      JOURNEY_TIMEOUT_MS,
    );
  }
});
