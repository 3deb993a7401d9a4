import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  adminDestinationBody,
  type AdminDestination,
  type AdminDestinationBody,
  type AdminDestinationInput,
} from '@trails/contracts/admin-destinations';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { slugify } from '@trails/contracts/slug';
import { TextField } from '../../../components/ui/text-field';
import { CheckboxField } from '../../components/checkbox-field';
import { MediaPickerButton } from '../../components/media-picker';
import { FormModal } from '../../components/form-modal';
import { TextAreaField } from '../../components/text-area-field';
import { optionalNumber } from '../../lib/form-values';
import { adminMessage } from '../../lib/messages';
import { useResourceForm } from '../../lib/use-resource-form';
import { ImageListEditor, StringListEditor } from '../../components/list-editors';
import type { ResourceFormProps } from '../types';
import { TranslationsEditor } from '../../components/translations-editor';
import { useTranslationsDraft } from '../../lib/use-translations-draft';

type Values = AdminDestinationInput;

const TEXT_FIELDS = [
  'name',
  'slug',
  'tagline',
  'image',
  'country',
  'state',
  'city',
  'best_time_to_visit',
  'meta_title',
] as const;
const FIELDS: readonly Path<Values>[] = [
  ...TEXT_FIELDS,
  'short_description',
  'description',
  'meta_description',
  'activities',
  'latitude',
  'longitude',
  'is_featured',
  'is_active',
  'images',
];

function toValues(record: AdminDestination | null): Values {
  return {
    name: record?.name ?? '',
    slug: record?.slug ?? '',
    tagline: record?.tagline ?? '',
    short_description: record?.short_description ?? '',
    description: record?.description ?? '',
    image: record?.image ?? '',
    images: record?.images ?? [],
    country: record?.country ?? 'India',
    state: record?.state ?? '',
    city: record?.city ?? '',
    best_time_to_visit: record?.best_time_to_visit ?? '',
    activities: record?.activities ?? [],
    latitude: record?.latitude ?? null,
    longitude: record?.longitude ?? null,
    is_featured: record?.is_featured ?? false,
    is_active: record?.is_active ?? true,
    meta_title: record?.meta_title ?? '',
    meta_description: record?.meta_description ?? '',
  };
}

/** Create Destination / Edit Destination. The slug follows the name as it is typed. */
export function DestinationForm({ record, open, onOpenChange }: ResourceFormProps<AdminDestination>) {
  const { t } = useTranslation(['admin', 'common']);
  const translations = useTranslationsDraft('destination', record, open);
  const { form, error, onSubmit, busy } = useResourceForm<
    Values,
    AdminDestinationBody,
    AdminDestination,
    AdminDestination
  >({
    resource: 'destinations',
    record,
    open,
    resolver: zodResolver(adminDestinationBody),
    toValues,
    fields: FIELDS,
    toBody: (body) => ({ ...body, slug: body.slug ?? slugify(body.name), translations: translations.body() }),
    messages: {
      created: ADMIN_MESSAGES.destinationCreated,
      updated: ADMIN_MESSAGES.destinationUpdated,
      createFailed: ADMIN_MESSAGES.failedToCreateDestination,
      updateFailed: ADMIN_MESSAGES.failedToUpdateDestination,
    },
    onClose: () => onOpenChange(false),
    onSaved: () => form.reset(toValues(null)),
    onFailed: (failure) => translations.applyErrors(failure),
  });
  const { errors } = form.formState;

  const text = (field: (typeof TEXT_FIELDS)[number], extra: { required?: boolean; type?: string } = {}) => (
    <TextField
      label={t(`destinations.fields.${field}`)}
      error={error(field)}
      {...extra}
      {...form.register(
        field,
        field === 'name'
          ? { onChange: (event: { target: { value: string } }) => form.setValue('slug', slugify(event.target.value)) }
          : {},
      )}
    />
  );

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t(record ? 'destinations.edit' : 'destinations.create')}
      busy={busy}
      onSubmit={onSubmit}
    >
      <TranslationsEditor
        editor={translations}
        english={form.watch()}
        englishInvalid={Object.keys(errors).length > 0}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', { required: true })}
        {text('slug')}
      </div>
      {text('tagline')}
      <TextAreaField
        label={t('destinations.fields.short_description')}
        rows={2}
        error={error('short_description')}
        {...form.register('short_description')}
      />
      <TextAreaField
        label={t('destinations.fields.description')}
        rows={4}
        error={error('description')}
        {...form.register('description')}
      />
      <div>
        {text('image', { type: 'url' })}
        <MediaPickerButton onSelect={(url) => form.setValue('image', url, { shouldDirty: true })} />
      </div>
      <Controller
        control={form.control}
        name="images"
        render={({ field }) => (
          <ImageListEditor
            legend={t('destinations.fields.images')}
            value={(field.value ?? []) as string[]}
            onChange={field.onChange}
            errors={(index) => {
              const message = errors.images?.[index]?.message ?? (index === 0 ? errors.images?.message : undefined);
              return message ? adminMessage(t, message) : undefined;
            }}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {text('city')}
        {text('state')}
        {text('country')}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {text('best_time_to_visit')}
        <TextField
          label={t('destinations.fields.latitude')}
          type="number"
          step="any"
          error={error('latitude')}
          {...form.register('latitude', { setValueAs: optionalNumber })}
        />
        <TextField
          label={t('destinations.fields.longitude')}
          type="number"
          step="any"
          error={error('longitude')}
          {...form.register('longitude', { setValueAs: optionalNumber })}
        />
      </div>
      <Controller
        control={form.control}
        name="activities"
        render={({ field }) => (
          <StringListEditor
            legend={t('destinations.fields.activities')}
            itemLabel={(n) => t('destinations.activity', { n })}
            addLabel={t('destinations.addActivity')}
            value={field.value ?? []}
            onChange={field.onChange}
            errors={(index) => {
              const message = errors.activities?.[index]?.message;
              return message ? adminMessage(t, message) : undefined;
            }}
          />
        )}
      />
      {text('meta_title')}
      <TextAreaField
        label={t('destinations.fields.meta_description')}
        rows={2}
        error={error('meta_description')}
        {...form.register('meta_description')}
      />
      <div className="flex flex-wrap gap-6">
        <CheckboxField label={t('destinations.fields.is_featured')} {...form.register('is_featured')} />
        <CheckboxField label={t('destinations.fields.is_active')} {...form.register('is_active')} />
      </div>
    </FormModal>
  );
}
