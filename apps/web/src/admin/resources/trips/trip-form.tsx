import { useEffect, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_TRIP_MESSAGES,
  type AdminItineraryDayInput,
  type AdminTourDetail,
  type AdminTourInput,
  type AdminTrekDetail,
  type AdminTrekInput,
  type AdminTripKind,
  type adminTourBody,
  type adminTrekBody,
} from '@trails/contracts/admin-catalogue';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { slugify } from '@trails/contracts/slug';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { CheckboxField } from '../../components/checkbox-field';
import { FormModal } from '../../components/form-modal';
import { TextAreaField } from '../../components/text-area-field';
import { optionalNumber } from '../../lib/form-values';
import { adminFailure } from '../../lib/messages';
import { useResourceForm } from '../../lib/use-resource-form';
import { DestinationSelect } from './destination-select';
import { ImageListEditor, ItineraryEditor, StringListEditor } from '../../components/list-editors';
import { TranslationsEditor } from '../../components/translations-editor';
import { useTranslationsDraft } from '../../lib/use-translations-draft';

/** What the tour and trek forms hold: the shared fields and either kind's own. */
export type TripInput = Omit<AdminTourInput, 'category' | 'inclusions' | 'max_group_size'> &
  Partial<Pick<AdminTourInput, 'category' | 'inclusions'>> &
  Partial<
    Pick<
      AdminTrekInput,
      'difficulty_level' | 'trek_grade' | 'max_altitude_m' | 'best_time' | 'requires_traveller_details' | 'permit_note'
    >
  > & {
    max_group_size?: number | null;
  };
type TripRecord = AdminTourDetail | AdminTrekDetail;
type ListRecord = { id: number };

/** The helpers a kind's own fields use. */
export interface KindFieldsProps {
  form: UseFormReturn<TripInput>;
  error: (field: string) => string | undefined;
}

export interface TripFormConfig {
  kind: AdminTripKind;
  /** The API resource: tours or treks. */
  resource: 'tours' | 'treks';
  schema: typeof adminTourBody | typeof adminTrekBody;
  /** Locale section: tours or treks. */
  section: 'tours' | 'treks';
  /** The kind's own values of a record (or defaults without one). */
  kindValues: (record: TripRecord | null) => Partial<TripInput>;
  /** Beside the destination: the tour's category, the trek's difficulty (option labels are admin keys). */
  choice: {
    name: 'category' | 'difficulty_level';
    labelKey: string;
    options: readonly { value: string; labelKey: string }[];
  };
  /** After the durations: the trek's grade, altitude and best time. */
  kindFields?: (props: KindFieldsProps) => ReactNode;
  /** Fields only this kind has, to place the server's errors under. */
  kindFieldNames: readonly string[];
  /** Treks: nights follow the days (days - 1) as they are typed. */
  nightsFollowDays?: boolean;
}

const SHARED_FIELDS = [
  'title',
  'slug',
  'destination_id',
  'price',
  'original_price',
  'duration_days',
  'duration_nights',
  'max_group_size',
  'short_description',
  'description',
  'image',
  'meta_title',
  'meta_description',
  'meeting_point',
  'packing_list',
  'leader_name',
  'leader_phone',
] as const;

function toValues(config: TripFormConfig, record: TripRecord | null): TripInput {
  return {
    title: record?.title ?? '',
    slug: record?.slug ?? '',
    destination_id: record?.destination_id ?? (null as unknown as number),
    price: record?.price ?? (null as unknown as number),
    original_price: record?.original_price ?? null,
    duration_days: record?.duration_days ?? 1,
    duration_nights: record?.duration_nights ?? 0,
    short_description: record?.short_description ?? '',
    description: record?.description ?? '',
    image: record?.image ?? '',
    images: record?.images ?? [],
    highlights: record?.highlights ?? [],
    itinerary: (record?.itinerary ?? []).map((day) => ({
      title: day.title,
      description: day.description ?? '',
      altitude_m: day.altitude_m,
      distance_km: day.distance_km,
    })),
    is_active: record?.is_active ?? true,
    is_featured: record?.is_featured ?? false,
    meta_title: record?.meta_title ?? '',
    meta_description: record?.meta_description ?? '',
    meeting_point: record?.meeting_point ?? '',
    packing_list: record?.packing_list ?? '',
    leader_name: record?.leader_name ?? '',
    leader_phone: record?.leader_phone ?? '',
    ...(record ? { max_group_size: record.max_group_size } : {}),
    ...config.kindValues(record),
  };
}

/** Every path the server may name: the fields, and each item of the lists (images.2, itinerary.0.title). */
function serverFields(config: TripFormConfig, values: TripInput): Path<TripInput>[] {
  const paths: string[] = [...SHARED_FIELDS, ...config.kindFieldNames, 'images', 'highlights', 'itinerary'];
  values.images?.forEach((_, i) => paths.push(`images.${i}`));
  values.highlights?.forEach((_, i) => paths.push(`highlights.${i}`));
  values.inclusions?.forEach((_, i) => paths.push(`inclusions.${i}`));
  values.itinerary?.forEach((_, i) =>
    ['title', 'description', 'altitude_m', 'distance_km'].forEach((f) => paths.push(`itinerary.${i}.${f}`)),
  );
  return paths as Path<TripInput>[];
}

/**
 * Create / Edit of a tour or a trek: one form for both kinds, with the kind's own fields in a slot.
 * Editing loads the full record (itinerary included) before the fields show.
 */
export function TripForm({
  config,
  record,
  open,
  onOpenChange,
}: {
  config: TripFormConfig;
  record: ListRecord | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const [failure, setFailure] = useState<string | null>(null);
  const messages = ADMIN_TRIP_MESSAGES[config.kind];
  const {
    form,
    error: fieldError,
    onSubmit,
    busy,
    loaded,
  } = useResourceForm<TripInput, TripInput, TripRecord, ListRecord, TripRecord>({
    resource: config.resource,
    record,
    open,
    resolver: zodResolver(config.schema) as unknown as Resolver<TripInput>,
    toValues: (full) => toValues(config, full),
    fields: (values) => serverFields(config, values),
    loadRecord: true,
    toBody: (body) => ({ ...body, slug: body.slug || slugify(body.title), translations: translations.body() }),
    messages: {
      created: ADMIN_MESSAGES[messages.created],
      updated: ADMIN_MESSAGES[messages.updated],
      createFailed: ADMIN_MESSAGES[messages.failedToCreate],
      updateFailed: ADMIN_MESSAGES[messages.failedToUpdate],
    },
    onClose: () => onOpenChange(false),
    onSaved: () => form.reset(toValues(config, null)),
    // The reason stays in the form too, beside the translations' and the fields' own errors.
    onFailed: (caught, creating) => {
      translations.applyErrors(caught);
      setFailure(adminFailure(t, caught, ADMIN_MESSAGES[creating ? messages.failedToCreate : messages.failedToUpdate]));
    },
  });
  const translations = useTranslationsDraft(config.kind, record ? loaded.data : null, open);
  const { errors } = form.formState;
  const error = (field: string) => fieldError(field as Path<TripInput>);

  // Each opening starts without the last failure.
  useEffect(() => {
    if (open) setFailure(null);
  }, [open]);

  const text = (field: 'title' | 'slug' | 'meta_title', extra: { required?: boolean } = {}) => (
    <TextField
      label={t(`trips.fields.${field}`)}
      error={error(field)}
      {...extra}
      {...form.register(
        field,
        field === 'title'
          ? { onChange: (event: { target: { value: string } }) => form.setValue('slug', slugify(event.target.value)) }
          : {},
      )}
    />
  );
  const number = (
    field: 'price' | 'original_price' | 'duration_days' | 'duration_nights' | 'max_group_size',
    extra: { required?: boolean; step?: string } = {},
  ) => (
    <TextField
      label={t(`trips.fields.${field}`)}
      type="number"
      min={0}
      inputMode="decimal"
      error={error(field)}
      {...extra}
      {...form.register(field, {
        setValueAs: optionalNumber,
        ...(field === 'duration_days' && config.nightsFollowDays
          ? {
              onChange: (event: { target: { value: string } }) => {
                const days = Number(event.target.value);
                if (Number.isInteger(days) && days >= 1) form.setValue('duration_nights', days - 1);
              },
            }
          : {}),
      })}
    />
  );
  const listErrors = (name: string) => (index: number) => error(`${name}.${index}`);
  const title = t(record ? `${config.section}.edit` : `${config.section}.create`);
  const loading = record !== null && !loaded.data;

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      busy={busy}
      onSubmit={(event) => {
        setFailure(null);
        void onSubmit(event);
      }}
    >
      {failure && (
        <p
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950/60 dark:text-red-200"
        >
          {failure}
        </p>
      )}
      {loading ? (
        loaded.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {adminFailure(t, loaded.error, t('table.loadFailed'))}
          </p>
        ) : (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        )
      ) : (
        <>
          <TranslationsEditor
            editor={translations}
            english={form.watch()}
            englishInvalid={Object.keys(errors).length > 0}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {text('title', { required: true })}
            {text('slug')}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="destination_id"
              render={({ field }) => (
                <DestinationSelect
                  value={field.value ?? null}
                  onChange={(id) => field.onChange(id)}
                  error={error('destination_id')}
                />
              )}
            />
            <Controller
              control={form.control}
              name={config.choice.name}
              render={({ field }) => (
                <SelectField
                  label={t(config.choice.labelKey)}
                  options={config.choice.options.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  error={error(config.choice.name)}
                />
              )}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {number('price', { required: true, step: '0.01' })}
            {number('original_price', { step: '0.01' })}
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            {number('duration_days', { required: true })}
            {number('duration_nights')}
            {number('max_group_size')}
          </div>
          {config.kindFields?.({ form, error })}
          <TextAreaField
            label={t('trips.fields.short_description')}
            rows={2}
            error={error('short_description')}
            {...form.register('short_description')}
          />
          <TextAreaField
            label={t('trips.fields.description')}
            rows={5}
            error={error('description')}
            {...form.register('description')}
          />
          <Controller
            control={form.control}
            name="highlights"
            render={({ field }) => (
              <StringListEditor
                legend={t('trips.fields.highlights')}
                itemLabel={(n) => t('trips.list.highlight', { n })}
                addLabel={t('trips.list.addHighlight')}
                value={field.value ?? []}
                onChange={field.onChange}
                errors={listErrors('highlights')}
              />
            )}
          />
          {config.kind === 'tour' && (
            <Controller
              control={form.control}
              name="inclusions"
              render={({ field }) => (
                <StringListEditor
                  legend={t('trips.fields.inclusions')}
                  itemLabel={(n) => t('trips.list.inclusion', { n })}
                  addLabel={t('trips.list.addInclusion')}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  errors={listErrors('inclusions')}
                />
              )}
            />
          )}
          <Controller
            control={form.control}
            name="images"
            render={({ field }) => (
              <ImageListEditor
                value={(field.value ?? []) as string[]}
                onChange={field.onChange}
                cover={form.watch('image') ?? ''}
                onCoverChange={(cover) => form.setValue('image', cover)}
                errors={listErrors('images')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="itinerary"
            render={({ field }) => (
              <ItineraryEditor
                value={(field.value ?? []) as AdminItineraryDayInput[]}
                onChange={field.onChange}
                withAltitude={config.kind === 'trek'}
                errors={(index, key) => error(`itinerary.${index}.${key}`)}
              />
            )}
          />
          <fieldset className="space-y-4">
            <legend className="text-sm font-semibold text-slate-700 dark:text-slate-300">
              {t('trips.briefing.legend')}
            </legend>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('trips.briefing.hint')}</p>
            <TextField
              label={t('trips.fields.meeting_point')}
              error={error('meeting_point')}
              {...form.register('meeting_point')}
            />
            <TextAreaField
              label={t('trips.fields.packing_list')}
              hint={t('trips.briefing.packingHint')}
              rows={6}
              error={error('packing_list')}
              {...form.register('packing_list')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('trips.fields.leader_name')}
                error={error('leader_name')}
                {...form.register('leader_name')}
              />
              <TextField
                label={t('trips.fields.leader_phone')}
                type="tel"
                error={error('leader_phone')}
                {...form.register('leader_phone')}
              />
            </div>
          </fieldset>
          {text('meta_title')}
          <TextAreaField
            label={t('trips.fields.meta_description')}
            rows={2}
            error={error('meta_description')}
            {...form.register('meta_description')}
          />
          <div className="flex flex-wrap gap-6">
            <CheckboxField label={t('trips.fields.is_featured')} {...form.register('is_featured')} />
            <CheckboxField label={t('trips.fields.is_active')} {...form.register('is_active')} />
          </div>
        </>
      )}
    </FormModal>
  );
}
