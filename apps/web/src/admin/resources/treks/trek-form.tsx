import { useTranslation } from 'react-i18next';
import { adminTrekBody, type AdminTrek, type AdminTrekDetail } from '@trails/contracts/admin-catalogue';
import { DIFFICULTY_LEVELS } from '@trails/contracts/constants';
import { TRAVELLER_LIMITS } from '@trails/contracts/traveller-details';
import { TextField } from '../../../components/ui/text-field';
import { CheckboxField } from '../../components/checkbox-field';
import { TextAreaField } from '../../components/text-area-field';
import { optionalNumber } from '../../lib/form-values';
import { TripForm, type KindFieldsProps, type TripFormConfig } from '../trips/trip-form';
import type { ResourceFormProps } from '../types';

export const DIFFICULTY_OPTIONS = DIFFICULTY_LEVELS.map((level) => ({
  value: level,
  labelKey: `treks.difficulty.${level}`,
}));

/** Grade, top altitude (a number: the public filters use it, the pages show "4,270 m") and best time. */
function TrekFields({ form, error }: KindFieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        label={t('treks.fields.trek_grade')}
        placeholder="Grade II"
        error={error('trek_grade')}
        {...form.register('trek_grade')}
      />
      <TextField
        label={t('treks.fields.max_altitude_m')}
        type="number"
        min={0}
        hint={t('treks.altitudeHint')}
        error={error('max_altitude_m')}
        {...form.register('max_altitude_m', { setValueAs: optionalNumber })}
      />
      <TextField label={t('treks.fields.best_time')} error={error('best_time')} {...form.register('best_time')} />
      <div className="space-y-3 sm:col-span-3">
        <CheckboxField
          label={t('treks.fields.requires_traveller_details')}
          {...form.register('requires_traveller_details')}
        />
        <TextAreaField
          label={t('treks.fields.permit_note')}
          hint={t('treks.permitHint')}
          rows={3}
          maxLength={TRAVELLER_LIMITS.permitNoteMax}
          error={error('permit_note')}
          {...form.register('permit_note')}
        />
      </div>
    </div>
  );
}

const config: TripFormConfig = {
  kind: 'trek',
  resource: 'treks',
  section: 'treks',
  schema: adminTrekBody,
  kindValues: (record) => {
    const trek = record as AdminTrekDetail | null;
    return {
      difficulty_level: trek?.difficulty_level ?? 'moderate',
      trek_grade: trek?.trek_grade ?? '',
      max_altitude_m: trek?.max_altitude_m ?? null,
      best_time: trek?.best_time ?? '',
      max_group_size: trek?.max_group_size ?? 15,
      requires_traveller_details: trek?.requires_traveller_details ?? true,
      permit_note: trek?.permit_note ?? '',
    };
  },
  choice: { name: 'difficulty_level', labelKey: 'treks.fields.difficulty_level', options: DIFFICULTY_OPTIONS },
  kindFields: (props) => <TrekFields {...props} />,
  kindFieldNames: [
    'difficulty_level',
    'trek_grade',
    'max_altitude_m',
    'best_time',
    'requires_traveller_details',
    'permit_note',
  ],
  nightsFollowDays: true,
};

/** Add New Trek / Edit Trek. Nights follow the days (days - 1) and can still be changed. */
export function TrekForm(props: ResourceFormProps<AdminTrek>) {
  return <TripForm config={config} {...props} />;
}
