import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createEnquiryBody } from '@trails/contracts/enquiries';
import { ENQUIRY_LIMITS, type EnquirySource } from '@trails/contracts/enquiry-constants';
import { Button } from '../../../components/ui/button';
import { controlClass, FormField } from '../../../components/ui/form-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { useSiteToday } from '../../../lib/use-format-date';
import { useCreateEnquiry } from '../api/create-enquiry';

const formSchema = createEnquiryBody.pick({
  name: true,
  email: true,
  phone: true,
  destination: true,
  travel_date: true,
  message: true,
  website: true,
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = [
  'name',
  'email',
  'phone',
  'destination',
  'travel_date',
  'message',
] as const satisfies readonly Path<FormInput>[];

/** The tour or trek a Send Enquiry came from. */
export interface EnquiryTrip {
  kind: 'tour' | 'trek';
  id: number;
  title: string;
}

export interface EnquiryFormProps {
  /** Where the form is shown, sent with the enquiry. */
  source: EnquirySource;
  trip?: EnquiryTrip;
  /** The destination filled in when no trip is given (a destination page's Send Enquiry). */
  destination?: string;
  /** Suggest these destinations in the free text box (the home section and the pop-up alike). */
  destinationChoices?: readonly string[];
  /** Called once the enquiry is accepted. */
  onSuccess?: () => void;
  /** A second button beside Send (the pop-up's Maybe Later). */
  secondaryAction?: ReactNode;
  /** Two columns for the short fields on wide screens. */
  wide?: boolean;
  /** Keep Send (and the second button) in view at the bottom of a scrolling box (the pop-up). */
  stickyActions?: boolean;
}

/**
 * The one enquiry form: the enquiry page, the home section and the pop-up. It checks what the
 * server checks (the same schema); an error goes as soon as its field is edited.
 */
export function EnquiryForm({
  source,
  trip,
  destination: presetDestination = '',
  destinationChoices,
  onSuccess,
  secondaryAction,
  wide = false,
  stickyActions = false,
}: EnquiryFormProps) {
  const { t } = useTranslation();
  const today = useSiteToday();
  const send = useCreateEnquiry();
  const [sent, setSent] = useState(false);
  /** Why the last submit failed: a rate limit gets its own message. */
  const [failed, setFailed] = useState<'error' | 'rateLimited' | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    reValidateMode: 'onSubmit',
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      destination: trip?.title ?? presetDestination,
      travel_date: '',
      message: trip ? t('enquiry.tripMessage', { title: trip.title }) : '',
      website: '',
    },
  });
  const { errors } = form.formState;
  const errorOf = (field: (typeof FIELDS)[number]) => {
    const message = errors[field]?.message;
    return message ? translateMessage(t, message) : undefined;
  };
  const field = (name: (typeof FIELDS)[number]) => form.register(name, { onChange: () => form.clearErrors(name) });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailed(null);
    try {
      await send.mutateAsync({
        ...values,
        source: trip?.kind ?? source,
        ...(trip?.kind === 'tour' ? { tour_id: trip.id } : {}),
        ...(trip?.kind === 'trek' ? { trek_id: trip.id } : {}),
      });
      setSent(true);
      form.reset();
      onSuccess?.();
    } catch (failure) {
      applyServerErrors(failure, form.setError, FIELDS);
      setFailed(failure instanceof ApiError && failure.status === 429 ? 'rateLimited' : 'error');
    }
  });

  if (sent)
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-xl bg-emerald-50 p-6 text-center text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100"
      >
        <CheckCircle2 className="size-10" aria-hidden="true" />
        <p className="text-xl font-semibold">{t('messages.enquirySuccessTitle')}</p>
        <p>{t('messages.enquirySent')}</p>
        <Button variant="secondary" onClick={() => setSent(false)}>
          {t('enquiry.sendAnother')}
        </Button>
      </div>
    );

  const grid = wide ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4';
  const suggestionsId = `enquiry-destinations-${source}`;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('enquiry.formLabel')}>
      <div className={grid}>
        <TextField
          label={t('enquiry.name')}
          autoComplete="name"
          required
          maxLength={ENQUIRY_LIMITS.nameMax}
          error={errorOf('name')}
          {...field('name')}
        />
        <TextField
          label={t('enquiry.email')}
          type="email"
          autoComplete="email"
          required
          error={errorOf('email')}
          {...field('email')}
        />
        <TextField
          label={t('enquiry.phone')}
          type="tel"
          autoComplete="tel"
          required
          error={errorOf('phone')}
          {...field('phone')}
        />
        {/* One kind of field wherever the form is: free text, with the usual places suggested. */}
        <TextField
          label={t('enquiry.destination')}
          required
          maxLength={ENQUIRY_LIMITS.destinationMax}
          list={destinationChoices ? suggestionsId : undefined}
          error={errorOf('destination')}
          {...field('destination')}
        />
        {destinationChoices && (
          <datalist id={suggestionsId}>
            {destinationChoices.map((choice) => (
              <option key={choice} value={t(`enquiry.destinations.${choice}`, { defaultValue: choice })} />
            ))}
          </datalist>
        )}
        <TextField
          label={t('enquiry.travelDate')}
          type="date"
          min={today}
          error={errorOf('travel_date')}
          {...field('travel_date')}
        />
      </div>
      <FormField label={t('enquiry.message')} error={errorOf('message')}>
        {(control) => (
          <textarea
            rows={4}
            maxLength={ENQUIRY_LIMITS.messageMax}
            className={controlClass(Boolean(errors.message))}
            {...control}
            {...field('message')}
          />
        )}
      </FormField>
      {/* Left empty by people, who never see it; robots that fill it are answered but not stored. */}
      <div hidden>
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
      {failed && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950/40 dark:text-red-300">
          {failed === 'rateLimited' ? t('enquiry.tooManyRequests') : t('messages.enquiryFailed')}
        </p>
      )}
      <div
        className={`flex flex-col-reverse gap-3 sm:flex-row sm:justify-end ${
          stickyActions
            ? 'sticky bottom-0 -mx-5 -mb-4 border-t border-slate-200 bg-white px-5 py-3 dark:border-slate-700 dark:bg-slate-900'
            : ''
        }`}
      >
        {secondaryAction}
        <Button type="submit" busy={send.isPending} className="sm:min-w-40">
          {send.isPending ? t('enquiry.sending') : t('enquiry.send')}
        </Button>
      </div>
    </form>
  );
}
