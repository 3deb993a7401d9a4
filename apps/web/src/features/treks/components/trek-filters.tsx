import { DIFFICULTY_LEVELS, DURATION_BUCKET_NAMES, TREK_SORTS } from '@trails/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { useTrekFacets } from '../api/get-trek-facets';
import { altitudeBands, type AltitudeBand, type TrekListState } from '../lib/trek-list-params';

const ANY = '';

/** Difficulty, duration, altitude band and sort of the trek list. */
export function TrekFilters({
  state,
  onChange,
}: {
  state: TrekListState;
  onChange: (next: Partial<TrekListState>) => void;
}) {
  const { t, i18n } = useTranslation();
  const facets = useTrekFacets();
  const metres = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

  const bandLabel = (band: AltitudeBand) =>
    band.kind === 'between'
      ? t('treks.altitude.between', { min: metres(band.min), max: metres(band.max) })
      : t(`treks.altitude.${band.kind}`, { value: metres(band.limit) });

  const bands = altitudeBands(facets.data);
  const altitudeOptions: SelectOption[] = [
    { value: ANY, label: t('treks.filters.any') },
    ...bands.map((band) => ({ value: band.value, label: bandLabel(band) })),
  ];
  // A shared address may carry a range that is not one of the bands: keep it selectable.
  if (state.altitudeRange && !bands.some((band) => band.value === state.altitudeRange)) {
    const [min, max] = state.altitudeRange.split('-').map(Number) as [number, number];
    altitudeOptions.push({
      value: state.altitudeRange,
      label: t('treks.altitude.between', { min: metres(min), max: metres(max) }),
    });
  }

  return (
    <div role="group" aria-label={t('treks.filters.label')} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <SelectField
        label={t('treks.filters.difficulty')}
        value={state.difficulty ?? ANY}
        onChange={(value) => onChange({ difficulty: (value || undefined) as TrekListState['difficulty'] })}
        options={[
          { value: ANY, label: t('treks.filters.any') },
          ...DIFFICULTY_LEVELS.map((level) => ({ value: level, label: t(`catalogue.difficulty.${level}`) })),
        ]}
      />
      <SelectField
        label={t('treks.filters.duration')}
        value={state.duration ?? ANY}
        onChange={(value) => onChange({ duration: (value || undefined) as TrekListState['duration'] })}
        options={[
          { value: ANY, label: t('treks.filters.any') },
          ...DURATION_BUCKET_NAMES.map((bucket) => ({ value: bucket, label: t(`treks.duration.${bucket}`) })),
        ]}
      />
      <SelectField
        label={t('treks.filters.altitude')}
        value={state.altitudeRange ?? ANY}
        onChange={(value) => onChange({ altitudeRange: value || undefined })}
        options={altitudeOptions}
      />
      <SelectField
        label={t('treks.sort.label')}
        value={state.sort}
        onChange={(value) => onChange({ sort: value as TrekListState['sort'] })}
        options={TREK_SORTS.map((sort) => ({ value: sort, label: t(`treks.sort.${sort}`) }))}
      />
    </div>
  );
}
