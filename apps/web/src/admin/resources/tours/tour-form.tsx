import { useTranslation } from 'react-i18next';
import { adminTourBody, type AdminTour, type AdminTourDetail } from '@trails/contracts/admin-catalogue';
import { TOUR_CATEGORIES } from '@trails/contracts/constants';
import { CheckboxField } from '../../components/checkbox-field';
import { TripForm, type KindFieldsProps, type TripFormConfig } from '../trips/trip-form';
import type { ResourceFormProps } from '../types';

export const CATEGORY_OPTIONS = TOUR_CATEGORIES.map((category) => ({
  value: category,
  labelKey: `tours.categories.${category}`,
}));

/** Whether travellers must give their details before the start (off for most tours). */
function TourFields({ form }: KindFieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <CheckboxField
      label={t('tours.fields.requires_traveller_details')}
      {...form.register('requires_traveller_details')}
    />
  );
}

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
      requires_traveller_details: tour?.requires_traveller_details ?? false,
    };
  },
  choice: { name: 'category', labelKey: 'tours.fields.category', options: CATEGORY_OPTIONS },
  kindFields: (props) => <TourFields {...props} />,
  kindFieldNames: ['category', 'inclusions', 'requires_traveller_details'],
};

/** Create Tour / Edit Tour. */
export function TourForm(props: ResourceFormProps<AdminTour>) {
  return <TripForm config={config} {...props} />;
}
