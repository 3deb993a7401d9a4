import { zodResolver } from '@hookform/resolvers/zod';
import { type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COUPON_APPLIES_TO,
  COUPON_DISCOUNT_TYPES,
  adminCouponBody,
  type AdminCoupon,
  type AdminCouponBody,
  type AdminCouponInput,
} from '@trails/contracts/admin-coupons';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { CheckboxField } from '../../components/checkbox-field';
import { FormModal } from '../../components/form-modal';
import { TextAreaField } from '../../components/text-area-field';
import { useResourceForm } from '../../lib/use-resource-form';
import type { ResourceFormProps } from '../types';
import { optionalNumber } from '../../lib/form-values';
import { TranslationsEditor } from '../../components/translations-editor';
import { useTranslationsDraft } from '../../lib/use-translations-draft';

type Values = AdminCouponInput;

const FIELDS: readonly Path<Values>[] = [
  'code',
  'description',
  'discount_type',
  'discount_value',
  'min_amount',
  'max_discount',
  'valid_from',
  'valid_until',
  'usage_limit',
  'max_uses_per_user',
  'first_booking_only',
  'applies_to',
  'is_active',
];

function toValues(record: AdminCoupon | null): Values {
  return {
    code: record?.code ?? '',
    description: record?.description ?? '',
    discount_type: record?.discount_type ?? 'percent',
    discount_value: record?.discount_value ?? (undefined as unknown as number),
    min_amount: record?.min_amount ?? null,
    max_discount: record?.max_discount ?? null,
    valid_from: record?.valid_from ?? '',
    valid_until: record?.valid_until ?? '',
    usage_limit: record?.usage_limit ?? null,
    max_uses_per_user: record?.max_uses_per_user ?? null,
    first_booking_only: record?.first_booking_only ?? false,
    // Coupons limited to chosen trips keep them unless another choice is made.
    applies_to: record?.applies_to === 'selected' ? undefined : (record?.applies_to ?? 'all'),
    is_active: record?.is_active ?? true,
  };
}

/** A blank required number box is undefined (so the schema says it is required); anything else a number. */
const requiredNumber = (value: unknown) => optionalNumber(value) ?? undefined;

/** Create Coupon / Edit Coupon. The code is shown in uppercase as it is typed. */
export function CouponForm({ record, open, onOpenChange }: ResourceFormProps<AdminCoupon>) {
  const { t } = useTranslation(['admin', 'common']);
  const translations = useTranslationsDraft('coupon', record, open);
  const { form, error, onSubmit, busy } = useResourceForm<Values, AdminCouponBody, AdminCoupon, AdminCoupon>({
    resource: 'coupons',
    record,
    open,
    resolver: zodResolver(adminCouponBody),
    toValues,
    fields: FIELDS,
    toBody: (body) => ({ ...body, translations: translations.body() }),
    messages: {
      created: ADMIN_MESSAGES.couponCreated,
      updated: ADMIN_MESSAGES.couponUpdated,
      createFailed: ADMIN_MESSAGES.failedToCreateCoupon,
      updateFailed: ADMIN_MESSAGES.failedToUpdateCoupon,
    },
    onClose: () => onOpenChange(false),
    onSaved: () => form.reset(toValues(null)),
    onFailed: (failure) => translations.applyErrors(failure),
  });
  const { errors } = form.formState;
  const discountType = form.watch('discount_type');
  const appliesTo = form.watch('applies_to');

  const appliesOptions = [
    ...COUPON_APPLIES_TO.map((value) => ({ value, label: t(`coupons.appliesTo.${value}`) })),
    ...(record?.applies_to === 'selected' ? [{ value: 'selected', label: t('coupons.appliesTo.selected') }] : []),
  ];

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t(record ? 'coupons.edit' : 'coupons.create')}
      busy={busy}
      onSubmit={onSubmit}
    >
      <TranslationsEditor
        editor={translations}
        english={form.watch()}
        englishInvalid={Object.keys(errors).length > 0}
      />
      <TextField
        label={t('coupons.fields.code')}
        required
        autoCapitalize="characters"
        autoComplete="off"
        hint={t('coupons.hints.code')}
        error={error('code')}
        {...form.register('code', {
          onChange: (event: { target: { value: string } }) => form.setValue('code', event.target.value.toUpperCase()),
        })}
      />
      <TextAreaField
        label={t('coupons.fields.description')}
        rows={2}
        error={error('description')}
        {...form.register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('coupons.fields.discount_type')}
          options={COUPON_DISCOUNT_TYPES.map((value) => ({ value, label: t(`coupons.types.${value}`) }))}
          value={discountType}
          onChange={(value) => form.setValue('discount_type', value as Values['discount_type'], { shouldDirty: true })}
          error={error('discount_type')}
        />
        <TextField
          label={t('coupons.fields.discount_value')}
          required
          type="number"
          step="any"
          min={0}
          max={discountType === 'percent' ? 100 : undefined}
          error={error('discount_value')}
          {...form.register('discount_value', { setValueAs: requiredNumber })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('coupons.fields.min_amount')}
          type="number"
          step="any"
          min={0}
          error={error('min_amount')}
          {...form.register('min_amount', { setValueAs: optionalNumber })}
        />
        <TextField
          label={t('coupons.fields.max_discount')}
          type="number"
          step="any"
          min={0}
          error={error('max_discount')}
          {...form.register('max_discount', { setValueAs: optionalNumber })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('coupons.fields.valid_from')}
          type="date"
          error={error('valid_from')}
          {...form.register('valid_from')}
        />
        <TextField
          label={t('coupons.fields.valid_until')}
          type="date"
          error={error('valid_until')}
          {...form.register('valid_until')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('coupons.fields.usage_limit')}
          type="number"
          step={1}
          min={1}
          hint={t('coupons.hints.usage_limit')}
          error={error('usage_limit')}
          {...form.register('usage_limit', { setValueAs: optionalNumber })}
        />
        <SelectField
          label={t('coupons.fields.applies_to')}
          options={appliesOptions}
          value={appliesTo ?? 'selected'}
          onChange={(value) =>
            form.setValue('applies_to', value === 'selected' ? undefined : (value as Values['applies_to']), {
              shouldDirty: true,
            })
          }
          error={error('applies_to')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('coupons.fields.max_uses_per_user')}
          type="number"
          step={1}
          min={1}
          hint={t('coupons.hints.max_uses_per_user')}
          error={error('max_uses_per_user')}
          {...form.register('max_uses_per_user', { setValueAs: optionalNumber })}
        />
        <CheckboxField
          className="sm:mt-7"
          label={t('coupons.fields.first_booking_only')}
          {...form.register('first_booking_only')}
        />
      </div>
      <CheckboxField label={t('coupons.fields.is_active')} {...form.register('is_active')} />
    </FormModal>
  );
}
