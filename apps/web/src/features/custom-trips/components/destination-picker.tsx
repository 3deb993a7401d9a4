import { useState } from 'react';
import { Check, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_PACKAGE_LIMITS } from '@trails/contracts/custom-packages';
import { ErrorState } from '../../../components/errors/error-state';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/text-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBuilderDestinations, useBuilderTours } from '../api/get-builder-choices';

const CHIP =
  'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';
const chipClass = (selected: boolean) =>
  `${CHIP} ${
    selected
      ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-400 dark:bg-brand-600'
      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
  }`;

export interface DestinationPickerProps {
  /** The chosen labels: destination names, tour titles and places typed in. */
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/**
 * Where the trip goes: the site's destinations as toggles, the first 20 tours as ideas, and any
 * other place typed in. Everything chosen is sent as a list of labels.
 */
export function DestinationPicker({ value, onChange, error }: DestinationPickerProps) {
  const { t } = useTranslation();
  const destinations = useBuilderDestinations();
  const tours = useBuilderTours();
  const [other, setOther] = useState('');
  const chosen = new Set(value);
  const toggle = (label: string) =>
    onChange(chosen.has(label) ? value.filter((item) => item !== label) : [...value, label]);
  const known = new Set([
    ...(destinations.data?.data ?? []).map((item) => item.name),
    ...(tours.data?.data ?? []).map((item) => item.title),
  ]);
  const typed = value.filter((label) => !known.has(label));
  const full = value.length >= CUSTOM_PACKAGE_LIMITS.destinationsMax;

  const addOther = () => {
    const label = other.trim().slice(0, CUSTOM_PACKAGE_LIMITS.destinationMax);
    if (label && !chosen.has(label) && !full) onChange([...value, label]);
    setOther('');
  };

  return (
    <fieldset
      aria-describedby={error ? 'custom-destinations-error' : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-base font-semibold text-slate-900 dark:text-white">
        {t('customTrip.destinations')}
        <span aria-hidden="true" className="text-red-600 dark:text-red-400">
          {' '}
          *
        </span>
      </legend>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('customTrip.destinationsHint')}</p>

      <div className="mt-3">
        {destinations.isPending ? (
          <Skeleton className="h-9 w-full" />
        ) : destinations.isError ? (
          <ErrorState onRetry={() => void destinations.refetch()} busy={destinations.isFetching} />
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={t('customTrip.destinations')}>
            {destinations.data.data.map((destination) => (
              <li key={destination.id}>
                <button
                  type="button"
                  className={chipClass(chosen.has(destination.name))}
                  aria-pressed={chosen.has(destination.name)}
                  disabled={full && !chosen.has(destination.name)}
                  onClick={() => toggle(destination.name)}
                >
                  {chosen.has(destination.name) && <Check className="size-4" aria-hidden="true" />}
                  {destination.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="mt-4 flex gap-2">
        <label htmlFor="custom-other-place" className="sr-only">
          {t('customTrip.otherPlace')}
        </label>
        <input
          id="custom-other-place"
          className={inputClass(false)}
          placeholder={t('customTrip.otherPlace')}
          value={other}
          maxLength={CUSTOM_PACKAGE_LIMITS.destinationMax}
          onChange={(event) => setOther(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addOther();
            }
          }}
        />
        <Button variant="secondary" onClick={addOther} disabled={full || other.trim() === ''}>
          <Plus className="size-4" aria-hidden="true" />
          {t('customTrip.add')}
        </Button>
      </div>
      {typed.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('customTrip.otherPlaces')}>
          {typed.map((label) => (
            <li key={label}>
              <button
                type="button"
                className={chipClass(true)}
                onClick={() => toggle(label)}
                aria-label={t('customTrip.remove', { name: label })}
              >
                {label}
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <details className="mt-4 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
        <summary className="cursor-pointer text-sm font-semibold text-slate-800 dark:text-slate-100">
          {t('customTrip.tourIdeas')}
        </summary>
        <div className="mt-3">
          {tours.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : tours.isError ? (
            <ErrorState onRetry={() => void tours.refetch()} busy={tours.isFetching} />
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              {tours.data.data.map((tour) => (
                <li key={tour.id}>
                  <label className="flex items-start gap-2 rounded-lg p-2 text-sm hover:bg-slate-50 dark:hover:bg-slate-800">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 accent-brand-700"
                      checked={chosen.has(tour.title)}
                      disabled={full && !chosen.has(tour.title)}
                      onChange={() => toggle(tour.title)}
                    />
                    <span>
                      <span className="font-medium text-slate-900 dark:text-white">{tour.title}</span>
                      <span className="block text-slate-500 dark:text-slate-400">{tour.destination.name}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
      </details>
      {error && (
        <p id="custom-destinations-error" role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
