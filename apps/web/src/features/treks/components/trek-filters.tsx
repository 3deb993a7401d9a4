import { DURATION_BUCKET_NAMES } from '@trails/contracts/catalogue-constants';
import { DIFFICULTY_LEVELS } from '@trails/contracts/constants';
import { useTranslation } from 'react-i18next';
import {
  FilterPanel,
  FilterRadioGroup,
  FilterSection,
  type FilterChoice,
} from '../../../components/catalogue/filter-panel';
import { useTrekFacets } from '../api/get-trek-facets';
import { altitudeBands, hasTrekFilters, type AltitudeBand, type TrekListState } from '../lib/trek-list-params';
import { numberFormat } from '../../../lib/format';

const ANY = '';

/**
 * The trek list's filter side panel (difficulty, duration, altitude band), in the same panel as the
 * tour list's: beside the results from the large breakpoint, a Filters disclosure below it.
 */
export function TrekFilters({
  state,
  onChange,
  onClear,
}: {
  state: TrekListState;
  onChange: (next: Partial<TrekListState>) => void;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation();
  const facets = useTrekFacets();
  const metres = (value: number) => numberFormat(i18n.language).format(value);

  const bandLabel = (band: AltitudeBand) =>
    band.kind === 'between'
      ? t('treks.altitude.between', { min: metres(band.min), max: metres(band.max) })
      : t(`treks.altitude.${band.kind}`, { value: metres(band.limit) });

  const bands = altitudeBands(facets.data);
  const altitudeOptions: FilterChoice<string>[] = [
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

  const active = [state.difficulty, state.duration, state.altitudeRange].filter(Boolean).length;
  return (
    <FilterPanel active={hasTrekFilters(state) ? active : 0} onClear={onClear}>
      {(panelId) => (
        <>
          <FilterRadioGroup
            legend={t('treks.filters.difficulty')}
            name={`${panelId}-difficulty`}
            value={state.difficulty ?? ANY}
            onChange={(value) => onChange({ difficulty: (value || undefined) as TrekListState['difficulty'] })}
            choices={[
              { value: ANY, label: t('treks.filters.any') },
              ...DIFFICULTY_LEVELS.map((level) => ({ value: level, label: t(`catalogue.difficulty.${level}`) })),
            ]}
          />
          <FilterSection>
            <FilterRadioGroup
              legend={t('treks.filters.duration')}
              name={`${panelId}-duration`}
              value={state.duration ?? ANY}
              onChange={(value) => onChange({ duration: (value || undefined) as TrekListState['duration'] })}
              choices={[
                { value: ANY, label: t('treks.filters.any') },
                ...DURATION_BUCKET_NAMES.map((bucket) => ({ value: bucket, label: t(`treks.duration.${bucket}`) })),
              ]}
            />
          </FilterSection>
          <FilterSection>
            <FilterRadioGroup
              legend={t('treks.filters.altitude')}
              name={`${panelId}-altitude`}
              value={state.altitudeRange ?? ANY}
              onChange={(value) => onChange({ altitudeRange: value || undefined })}
              choices={altitudeOptions}
            />
          </FilterSection>
        </>
      )}
    </FilterPanel>
  );
}
