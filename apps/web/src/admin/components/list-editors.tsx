import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { MediaPickerButton } from './media-picker';
import { useTranslation } from 'react-i18next';
import type { AdminItineraryDayInput } from '@trails/contracts/admin-catalogue';
import { TextField } from '../../components/ui/text-field';
import { TextAreaField } from './text-area-field';
import { optionalNumber } from '../lib/form-values';

/** The item at `from` moved to `to`. */
function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 dark:text-slate-300 dark:hover:bg-slate-800';

/** Move up, Move down and Remove for the item `index` of a list, each named for screen readers. */
function RowButtons({
  index,
  count,
  name,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  name: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex shrink-0 gap-1">
      <button
        type="button"
        className={iconButton}
        aria-label={t('trips.list.moveUp', { name })}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={t('trips.list.moveDown', { name })}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={`${iconButton} text-red-700 dark:text-red-300`}
        aria-label={t('trips.list.remove', { name })}
        onClick={onRemove}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** A fieldset with a legend, the rows, an Add button and the list's own error. */
function ListFieldset({
  legend,
  addLabel,
  onAdd,
  error,
  extra,
  children,
}: {
  legend: string;
  addLabel: string;
  onAdd: () => void;
  error?: string | undefined;
  /** More buttons beside Add. */
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{legend}</legend>
      {children}
      {error && (
        <p className="text-sm text-red-700 dark:text-red-300" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        onClick={onAdd}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 dark:text-brand-300 dark:hover:bg-brand-950/50"
      >
        <Plus className="size-4" aria-hidden="true" />
        {addLabel}
      </button>
      {extra}
    </fieldset>
  );
}

/** Highlights, inclusions: a list of short texts to add, edit, reorder and remove. */
export function StringListEditor({
  legend,
  itemLabel,
  addLabel,
  value,
  onChange,
  errors,
  type = 'text',
}: {
  legend: string;
  /** The label of row n, e.g. "Highlight 2". */
  itemLabel: (n: number) => string;
  addLabel: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  errors?: (index: number) => string | undefined;
  type?: string;
}) {
  return (
    <ListFieldset legend={legend} addLabel={addLabel} onAdd={() => onChange([...value, ''])}>
      {value.map((item, index) => {
        const label = itemLabel(index + 1);
        return (
          <div key={index} className="flex items-end gap-2">
            <TextField
              className="min-w-0 flex-1"
              label={label}
              type={type}
              value={item}
              error={errors?.(index)}
              onChange={(event) => onChange(value.map((old, i) => (i === index ? event.target.value : old)))}
            />
            <RowButtons
              index={index}
              count={value.length}
              name={label}
              onMove={(to) => onChange(moved(value, index, to))}
              onRemove={() => onChange(value.filter((_, i) => i !== index))}
            />
          </div>
        );
      })}
    </ListFieldset>
  );
}

/**
 * Image URLs in display order, typed or picked from the media library; with `onCoverChange`, one
 * of them is the cover (the card and page hero).
 */
export function ImageListEditor({
  value,
  onChange,
  cover = '',
  onCoverChange,
  errors,
  legend,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  cover?: string;
  onCoverChange?: (cover: string) => void;
  errors?: (index: number) => string | undefined;
  legend?: string;
}) {
  const { t } = useTranslation('admin');
  const group = useId();
  const coverUrl = onCoverChange ? cover || value[0] || '' : '';
  return (
    <ListFieldset
      legend={legend ?? t('trips.fields.images')}
      addLabel={t('trips.list.addImage')}
      onAdd={() => onChange([...value, ''])}
      extra={<MediaPickerButton onSelect={(url) => onChange([...value.filter(Boolean), url])} />}
    >
      {value.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{t('trips.list.noImages')}</p>}
      {value.map((url, index) => {
        const label = t('trips.list.image', { n: index + 1 });
        return (
          <div key={index} className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
            {url ? (
              <img src={url} alt="" className="size-10 shrink-0 rounded object-cover" loading="lazy" />
            ) : (
              <span className="size-10 shrink-0 rounded bg-slate-100 dark:bg-slate-800" aria-hidden="true" />
            )}
            <TextField
              className="min-w-0 flex-1"
              label={label}
              type="url"
              value={url}
              error={errors?.(index)}
              onChange={(event) => {
                const next = value.map((old, i) => (i === index ? event.target.value : old));
                if (url && url === coverUrl) onCoverChange?.(event.target.value);
                onChange(next);
              }}
            />
            {onCoverChange && (
              <label className="flex items-center gap-1 pb-2 text-sm text-slate-700 dark:text-slate-300">
                <input
                  type="radio"
                  name={group}
                  className="accent-brand-700"
                  checked={url !== '' && url === coverUrl}
                  disabled={url === ''}
                  onChange={() => onCoverChange(url)}
                />
                {t('trips.list.cover')}
              </label>
            )}
            <RowButtons
              index={index}
              count={value.length}
              name={label}
              onMove={(to) => onChange(moved(value, index, to))}
              onRemove={() => {
                if (url === cover) onCoverChange?.('');
                onChange(value.filter((_, i) => i !== index));
              }}
            />
          </div>
        );
      })}
    </ListFieldset>
  );
}

type Day = AdminItineraryDayInput;
type DayErrors = (index: number, field: keyof Day) => string | undefined;

/** The plan by day: add, edit, reorder and remove days; altitude and distance per day when asked. */
export function ItineraryEditor({
  value,
  onChange,
  errors,
  withAltitude,
}: {
  value: readonly Day[];
  onChange: (next: Day[]) => void;
  errors: DayErrors;
  withAltitude: boolean;
}) {
  const { t } = useTranslation('admin');
  const change = (index: number, patch: Partial<Day>) =>
    onChange(value.map((day, i) => (i === index ? { ...day, ...patch } : day)));
  return (
    <ListFieldset
      legend={t('trips.fields.itinerary')}
      addLabel={t('trips.list.addDay')}
      onAdd={() => onChange([...value, { title: '', description: '', altitude_m: null, distance_km: null }])}
    >
      {value.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{t('trips.list.noDays')}</p>}
      <ol className="space-y-3">
        {value.map((day, index) => {
          const name = t('trips.list.day', { n: index + 1 });
          return (
            <li key={index} className="space-y-2 rounded-md bg-slate-50 p-3 dark:bg-slate-800/50">
              <div className="flex items-end gap-2">
                <TextField
                  className="min-w-0 flex-1"
                  label={t('trips.list.dayTitle', { n: index + 1 })}
                  required
                  value={day.title ?? ''}
                  error={errors(index, 'title')}
                  onChange={(event) => change(index, { title: event.target.value })}
                />
                <RowButtons
                  index={index}
                  count={value.length}
                  name={name}
                  onMove={(to) => onChange(moved(value, index, to))}
                  onRemove={() => onChange(value.filter((_, i) => i !== index))}
                />
              </div>
              <TextAreaField
                label={t('trips.list.dayDescription', { n: index + 1 })}
                rows={2}
                value={day.description ?? ''}
                error={errors(index, 'description')}
                onChange={(event) => change(index, { description: event.target.value })}
              />
              {withAltitude && (
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    label={t('trips.list.dayAltitude', { n: index + 1 })}
                    type="number"
                    min={0}
                    value={day.altitude_m ?? ''}
                    error={errors(index, 'altitude_m')}
                    onChange={(event) => change(index, { altitude_m: optionalNumber(event.target.value) })}
                  />
                  <TextField
                    label={t('trips.list.dayDistance', { n: index + 1 })}
                    type="number"
                    min={0}
                    step="any"
                    value={day.distance_km ?? ''}
                    error={errors(index, 'distance_km')}
                    onChange={(event) => change(index, { distance_km: optionalNumber(event.target.value) })}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </ListFieldset>
  );
}
