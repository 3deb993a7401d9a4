import { describe, expect, it } from 'vitest';
import type { RecentlyViewedItem } from '../../../lib/recently-viewed';
import { visibleRecentlyViewed } from './recently-viewed-box';

const item = (type: RecentlyViewedItem['type'], id: number, slug: string): RecentlyViewedItem => ({
  id,
  type,
  slug,
  title: slug,
  image: null,
});
const items = [item('trek', 1, 'hampta-pass-trek'), item('tour', 1, 'spiti-circuit'), item('destination', 4, 'manali')];

describe('visibleRecentlyViewed', () => {
  it('shows every entry elsewhere', () => {
    expect(visibleRecentlyViewed(items, '/tours')).toEqual(items);
  });

  it("leaves out the page's own item, by slug or by id, but not another type with the same id", () => {
    expect(visibleRecentlyViewed(items, '/trek/hampta-pass-trek').map((entry) => entry.slug)).toEqual([
      'spiti-circuit',
      'manali',
    ]);
    expect(visibleRecentlyViewed(items, '/trek/1/').map((entry) => entry.slug)).toEqual(['spiti-circuit', 'manali']);
    expect(visibleRecentlyViewed(items, '/destination/manali').map((entry) => entry.slug)).toEqual([
      'hampta-pass-trek',
      'spiti-circuit',
    ]);
  });

  it('shows at most three', () => {
    expect(visibleRecentlyViewed([...items, item('tour', 9, 'extra')], '/')).toHaveLength(3);
  });
});
