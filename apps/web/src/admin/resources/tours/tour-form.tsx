import { TOUR_CATEGORIES, adminTourBody, type AdminTour, type AdminTourDetail } from '@trails/contracts';
import { TripForm, type TripFormConfig } from '../trips/trip-form';
import type { ResourceFormProps } from '../types';

export const CATEGORY_OPTIONS = TOUR_CATEGORIES.map((category) => ({
  value: category,
  labelKey: `tours.categories.${category}`,
}));

const config: TripFormConfig = {
  kind: 'tour',
  resource: 'tours',
  section: 'tours',
  schema: adminTourBody,
  kindValues: (record) => {
    const tour = record as AdminTourDetail | null;
    return {
      category: tour?.category ?? 'Nature',
      inclusions: tour?.inclusions ?? [],
      max_group_size: tour?.max_group_size ?? 12,
    };
  },
  choice: { name: 'category', labelKey: 'tours.fields.category', options: CATEGORY_OPTIONS },
  kindFieldNames: ['category', 'inclusions'],
};

/** Create Tour / Edit Tour. */
export function TourForm(props: ResourceFormProps<AdminTour>) {
  return <TripForm config={config} {...props} />;
}
