import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { measureLayoutShift } from './layout-shift';

// Cumulative layout shift of the public pages while they load: images and blocks whose data comes
// later keep their space from the first paint, so nothing moves under the reader.
const MAX_SHIFT = 0.02;
const PAGES = [
  '/',
  '/tours',
  '/tour/spiti-valley-circuit-by-road',
  '/trek/kedarkantha-winter-trek',
  '/destination/spiti-valley',
  '/search?q=manali',
];

describe('layout shift', () => {
  const open = useBrowser();

  for (const width of [375, 1280]) {
    for (const path of PAGES) {
      it(`${path} at ${width} px shifts less than ${MAX_SHIFT}`, async () => {
        const { context, page } = await open({ width });
        try {
          const { score, shifts } = await measureLayoutShift(page, path);
          const detail = shifts.map(
            (shift) => `${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.sources.join(', ')}`,
          );
          expect(score, `${path} at ${width} px\n${detail.join('\n')}`).toBeLessThanOrEqual(MAX_SHIFT);
        } finally {
          await context.close();
        }
      });
    }
  }
});
