import { describe, expect, it } from 'vitest';
import type { TourSummary } from '@trails/contracts/catalogue';
import { groupBounds, groupToursByDestination } from './map-groups';

let nextId = 1;
function tour(destination: {
  id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
}): TourSummary {
  const id = nextId++;
  return {
    id,
    slug: `tour-${id}`,
    title: `Tour ${id}`,
    category: 'Nature',
    price: 1000 * id,
    original_price: null,
    duration_days: 3,
    duration_nights: 2,
    short_description: null,
    image: null,
    is_featured: false,
    max_group_size: 12,
    created_at: '2026-01-01T00:00:00Z',
    rating: null,
    review_count: 0,
    destination: { slug: destination.name.toLowerCase(), country: 'India', state: null, ...destination },
  };
}

const manali = { id: 1, name: 'Manali', latitude: 32.2432, longitude: 77.1892 };
const leh = { id: 2, name: 'Leh', latitude: 34.1526, longitude: 77.5771 };
const nowhere = { id: 3, name: 'Nowhere', latitude: null, longitude: null };

describe('groupToursByDestination', () => {
  it('puts tours at the same destination behind one marker, in first-seen order', () => {
    const tours = [tour(manali), tour(leh), tour(manali), tour(nowhere)];
    const { groups, unplaced } = groupToursByDestination(tours);
    expect(groups.map((group) => [group.destination.name, group.tours.map((t) => t.id)])).toEqual([
      ['Manali', [tours[0]!.id, tours[2]!.id]],
      ['Leh', [tours[1]!.id]],
    ]);
    expect(unplaced).toEqual([tours[3]]);
  });

  it('treats impossible coordinates as no location', () => {
    const { groups, unplaced } = groupToursByDestination([tour({ id: 4, name: 'Bad', latitude: 200, longitude: 10 })]);
    expect(groups).toEqual([]);
    expect(unplaced).toHaveLength(1);
  });
});

describe('groupBounds', () => {
  it('spans every marker', () => {
    const { groups } = groupToursByDestination([tour(manali), tour(leh)]);
    expect(groupBounds(groups)).toEqual([
      [32.2432, 77.1892],
      [34.1526, 77.5771],
    ]);
    expect(groupBounds([])).toBeNull();
  });
});
