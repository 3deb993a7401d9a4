import { useTranslation } from 'react-i18next';
import { INDIAN_STATES } from '@trails/contracts/gst';
import { SelectField } from '../../../components/ui/select-field';
import { TextField, inputClass } from '../../../components/ui/text-field';
import type { BookingDraft } from '../hooks/use-booking-draft';
import { translateServerMessage } from '../lib/server-message';

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state.code, label: state.name }));

const fieldError = (t: (key: string, options?: { defaultValue: string }) => string, message?: string) =>
  message ? translateServerMessage(t, message) : undefined;

/** Step 2: who to contact (from the account, editable), the GST state and special requests. */
export function ContactStep({ draft }: { draft: BookingDraft }) {
  const { t } = useTranslation();
  const { form } = draft;
  const { errors } = form.formState;
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('booking.contact.name')}
        autoComplete="name"
        required
        className="sm:col-span-2"
        error={fieldError(t, errors.contact_name?.message)}
        {...form.register('contact_name')}
      />
      <TextField
        label={t('booking.contact.email')}
        type="email"
        autoComplete="email"
        required
        error={fieldError(t, errors.contact_email?.message)}
        {...form.register('contact_email')}
      />
      <TextField
        label={t('booking.contact.phone')}
        type="tel"
        autoComplete="tel"
        required
        error={fieldError(t, errors.contact_phone?.message)}
        {...form.register('contact_phone')}
      />
      <SelectField
        label={t('booking.contact.state')}
        hint={t('booking.contact.stateHint')}
        autoComplete="address-level1"
        value={form.watch('billing_state') ?? ''}
        onChange={(value) => form.setValue('billing_state', value, { shouldValidate: true, shouldDirty: true })}
        error={fieldError(t, errors.billing_state?.message)}
        options={[{ value: '', label: t('booking.contact.stateNotGiven') }, ...STATE_OPTIONS]}
      />
      <div className="sm:col-span-2">
        <label
          htmlFor="booking-requests"
          className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300"
        >
          {t('booking.contact.requests')}
        </label>
        <textarea
          id="booking-requests"
          rows={4}
          maxLength={2000}
          placeholder={t('booking.contact.requestsPlaceholder')}
          aria-invalid={errors.special_requests ? true : undefined}
          className={inputClass(Boolean(errors.special_requests))}
          {...form.register('special_requests')}
        />
        {errors.special_requests?.message && (
          <p role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
            {fieldError(t, errors.special_requests.message)}
          </p>
        )}
      </div>
    </div>
  );
}
