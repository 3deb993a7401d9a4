import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TRIP_TYPES } from '@trails/contracts/constants';
import { MESSAGES, type MessageKey } from '@trails/contracts/messages';
import { REVIEW_LIMITS, reviewFields } from '@trails/contracts/reviews';
import { ErrorState } from '../../../components/errors/error-state';
import { Button } from '../../../components/ui/button';
import { controlClass, FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/auth';
import { showSubmitError } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useCreateReview } from '../api/create-review';
import { useReviewTrips } from '../api/get-review-trips';

/** The reviewed trip when the page fixes it (a tour or trek page). */
export interface ReviewTrip {
  kind: 'tour' | 'trek';
  id: number;
}

/** The home form also asks which trip: "tour:3" or "trek:5". */
const formSchema = reviewFields.extend({
  trip: z.string().optional(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = [
  'rating',
  'title',
  'comment',
  'trip_type',
  'traveled_on',
  'trip',
] as const satisfies readonly Path<FormInput>[];

const defaults: FormInput = {
  rating: REVIEW_LIMITS.ratingDefault,
  title: '',
  comment: '',
  trip_type: '',
  traveled_on: '',
  trip: '',
};

/** The current month where the traveller is, YYYY-MM (the month box's maximum). */
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

export interface ReviewFormProps {
  /** Fixed by the page; without it the form offers every tour and trek. */
  trip?: ReviewTrip;
  /** The success toast: the home form's has an exclamation mark. */
  successMessage: Extract<MessageKey, 'reviewSubmitted' | 'reviewSubmittedHome'>;
  /** After a successful submit: the host collapses the form. */
  onSubmitted: () => void;
}

/**
 * The review form: rating 1-5 (5 by default), title and comment required, trip type and month
 * travelled optional. It checks what the server checks; a signed-out visitor is asked to log in.
 */
export default function ReviewForm({ trip, successMessage, onSubmitted }: ReviewFormProps) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const create = useCreateReview();
  const trips = useReviewTrips();
  const ratingId = useId();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(
      trip
        ? formSchema
        : formSchema.refine((values) => Boolean(values.trip), { path: ['trip'], message: MESSAGES.reviewTripRequired }),
    ),
    reValidateMode: 'onSubmit',
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const errorOf = (field: (typeof FIELDS)[number]) => {
    const message = errors[field]?.message;
    return message ? translateMessage(t, message) : undefined;
  };
  const field = (name: (typeof FIELDS)[number]) => form.register(name, { onChange: () => form.clearErrors(name) });

  const onSubmit = form.handleSubmit(async ({ trip: chosen, ...values }) => {
    if (!isAuthenticated) {
      notify.error(t('messages.reviewLoginRequired'));
      return;
    }
    const [kind, id] = trip ? [trip.kind, trip.id] : ((chosen ?? '').split(':') as [string, string]);
    try {
      await create.mutateAsync({ ...values, ...(kind === 'tour' ? { tour_id: Number(id) } : { trek_id: Number(id) }) });
      notify.success(t(`messages.${successMessage}`));
      form.reset(defaults);
      onSubmitted();
    } catch (error) {
      showSubmitError(
        t,
        error,
        form.setError,
        [...FIELDS, 'tour_id', 'trek_id'] as Path<FormInput>[],
        'messages.reviewFailed',
      );
    }
  });

  const tripOptions = trips.data && (
    <>
      <option value="">{t('reviewForm.tripPlaceholder')}</option>
      <optgroup label={t('reviewForm.tours')}>
        {trips.data.tours.map((choice) => (
          <option key={`tour:${choice.id}`} value={`tour:${choice.id}`}>
            {choice.title}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('reviewForm.treks')}>
        {trips.data.treks.map((choice) => (
          <option key={`trek:${choice.id}`} value={`trek:${choice.id}`}>
            {choice.title}
          </option>
        ))}
      </optgroup>
    </>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('reviewForm.formLabel')}>
      {!trip && trips.isError && <ErrorState onRetry={() => void trips.refetch()} busy={trips.isFetching} />}
      {!trip && !trips.isError && (
        <FormField label={t('reviewForm.trip')} required error={errorOf('trip')}>
          {(control) => (
            <select
              className={controlClass(Boolean(errors.trip))}
              disabled={!trips.data}
              {...control}
              {...field('trip')}
            >
              {tripOptions ?? <option value="">{t('reviewForm.tripsLoading')}</option>}
            </select>
          )}
        </FormField>
      )}
      <fieldset>
        <legend id={ratingId} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('reviewForm.rating')}
        </legend>
        <Controller
          control={form.control}
          name="rating"
          render={({ field: rating }) => (
            <div role="radiogroup" aria-labelledby={ratingId} className="flex gap-1">
              {[1, 2, 3, 4, 5].map((value) => {
                const checked = Number(rating.value) === value;
                return (
                  <label
                    key={value}
                    className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={rating.name}
                      value={value}
                      checked={checked}
                      onChange={() => rating.onChange(value)}
                    />
                    <span className="sr-only">{t('reviewForm.stars', { count: value })}</span>
                    <Star
                      aria-hidden="true"
                      className={`size-7 ${value <= Number(rating.value) ? 'fill-amber-400 text-amber-400' : 'text-slate-300 dark:text-slate-600'}`}
                    />
                  </label>
                );
              })}
            </div>
          )}
        />
        {errorOf('rating') && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errorOf('rating')}</p>}
      </fieldset>
      <TextField
        label={t('reviewForm.title')}
        placeholder={t('reviewForm.titlePlaceholder')}
        required
        maxLength={REVIEW_LIMITS.titleMax}
        error={errorOf('title')}
        {...field('title')}
      />
      <FormField label={t('reviewForm.comment')} required error={errorOf('comment')}>
        {(control) => (
          <textarea
            rows={4}
            maxLength={REVIEW_LIMITS.commentMax}
            placeholder={t('reviewForm.commentPlaceholder')}
            className={controlClass(Boolean(errors.comment))}
            {...control}
            {...field('comment')}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="trip_type"
          render={({ field: tripType }) => (
            <SelectField
              label={t('reviewForm.tripType')}
              options={[
                { value: '', label: t('reviewForm.tripTypeNone') },
                ...TRIP_TYPES.map((type) => ({ value: type, label: t(`reviews.tripType.${type}`) })),
              ]}
              value={tripType.value ?? ''}
              onChange={tripType.onChange}
              error={errorOf('trip_type')}
            />
          )}
        />
        <TextField
          label={t('reviewForm.month')}
          type="month"
          max={thisMonth()}
          error={errorOf('traveled_on')}
          {...field('traveled_on')}
        />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('reviewForm.moderationNote')}</p>
      <div className="flex justify-end">
        <Button type="submit" busy={create.isPending} className="sm:min-w-40">
          {create.isPending ? t('reviewForm.submitting') : t('reviewForm.submit')}
        </Button>
      </div>
    </form>
  );
}
