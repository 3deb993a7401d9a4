import { useEffect, useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { User } from '@trails/contracts/auth';
import { HOTEL_STARS, LIMITS } from '@trails/contracts/constants';
import {
  CUSTOM_PACKAGE_DEFAULTS,
  CUSTOM_PACKAGE_LIMITS,
  budgetRuleFor,
  nightsFor,
  toCustomPackagePayload,
  type CustomBudget,
  type CustomPackageFormInput,
  type CustomPackageFormValues,
} from '@trails/contracts/custom-packages';
import { MESSAGES } from '@trails/contracts/messages';
import { Button } from '../../../components/ui/button';
import { controlClass, FormField } from '../../../components/ui/form-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/form-errors';
import { formatPrice, numberFormat } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useCreateCustomPackage } from '../api/create-custom-package';
import { useBuilderDestinations } from '../api/get-builder-choices';
import { clearDraft, readDraft, saveDraft } from '../lib/draft';
import { customPackageResolver } from '../lib/form-resolver';
import { DestinationPicker } from './destination-picker';

type Field = Path<CustomPackageFormInput>;

const MIN_BUDGET_MESSAGES: ReadonlySet<string> = new Set([
  MESSAGES.customBudgetMin,
  MESSAGES.customBudgetMin1000,
  MESSAGES.customBudgetMin10000,
]);

/** The currency's symbol and its name in the reader's language, e.g. "₹" and "Indian Rupee". */
function currencyWords(currency: string, language: string): { symbol: string; name: string } {
  try {
    const parts = numberFormat(language, { style: 'currency', currency }).formatToParts(0);
    const symbol = parts.find((part) => part.type === 'currency')?.value ?? currency;
    return { symbol, name: new Intl.DisplayNames([language], { type: 'currency' }).of(currency) ?? currency };
  } catch {
    return { symbol: currency, name: currency };
  }
}

const CONTACT_FIELDS = ['contact_name', 'contact_email', 'contact_phone'] as const;

/** Where the server reports a field (the request's names) and where the form shows it. */
function formFieldOf(serverField: string, message: string): Field | null {
  switch (serverField) {
    case 'destinations':
    case 'duration_days':
    case 'travelers':
    case 'special_requirements':
      return serverField;
    case 'duration_nights':
      return 'duration_days';
    case 'budget_range':
      return MIN_BUDGET_MESSAGES.has(message) ? 'budget_min' : 'budget_max';
    case 'hotel_category':
      return 'hotel_stars';
    case 'travel_dates':
      return 'travel_date';
    case 'contact_info.name':
      return 'contact_name';
    case 'contact_info.email':
      return 'contact_email';
    case 'contact_info.phone':
      return 'contact_phone';
    default:
      return null;
  }
}

/** The draft's filled-in values only, so blank ones keep their defaults. */
const withoutBlanks = (draft: Partial<CustomPackageFormInput> | null) =>
  Object.fromEntries(
    Object.entries(draft ?? {}).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  );

/** Today in the visitor's own calendar (YYYY-MM-DD): the earliest date the picker offers. */
const localToday = () => new Date().toLocaleDateString('en-CA');

export interface CustomBuilderFormProps {
  user: User | null;
  /** ?destination= from a destination page's Plan Your Trip: a destination's name, slug or id. */
  preselect: string | null;
  online: boolean;
  /** The currency, the lowest budget and step, and the range the budget opens with. */
  budget: CustomBudget;
}

/**
 * The custom builder's form: the same rules and messages as the server. A signed-out visitor may
 * fill it in; sending it takes them to the login page and back, with what they typed kept.
 */
export function CustomBuilderForm({ user, preselect, online, budget }: CustomBuilderFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const send = useCreateCustomPackage();
  const destinations = useBuilderDestinations();
  // What a signed-out visitor typed before logging in, used once.
  const [draft] = useState(readDraft);
  useEffect(clearDraft, []);
  const [resolver] = useState(() => customPackageResolver(budgetRuleFor(budget.currency)));
  const money = currencyWords(budget.currency, i18n.language);
  const formatAmount = (amount: number) => formatPrice(amount, budget.currency, i18n.language);
  const form = useForm<CustomPackageFormInput, unknown, CustomPackageFormValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: {
      destinations:
        preselect && !/^\d+$/.test(preselect) ? [preselect.slice(0, CUSTOM_PACKAGE_LIMITS.destinationMax)] : [],
      duration_days: CUSTOM_PACKAGE_DEFAULTS.days,
      budget_min: budget.default_min,
      budget_max: budget.default_max,
      hotel_stars: String(CUSTOM_PACKAGE_DEFAULTS.hotelStars),
      travelers: CUSTOM_PACKAGE_DEFAULTS.travelers,
      travel_date: '',
      special_requirements: '',
      contact_name: user?.name ?? '',
      contact_email: user?.email ?? '',
      contact_phone: user?.phone ?? '',
      ...withoutBlanks(draft),
    },
  });
  const { errors } = form.formState;
  const errorOf = (field: Field) => {
    const message = errors[field as keyof typeof errors]?.message;
    return typeof message === 'string' ? translateMessage(t, message) : undefined;
  };
  const field = (name: Field) => form.register(name, { onChange: () => form.clearErrors(name) });

  // A destination page links here by name, slug or id: once the list is in, use its proper name.
  const resolved = useRef(draft !== null || !preselect);
  useEffect(() => {
    if (resolved.current || !destinations.data || !preselect) return;
    resolved.current = true;
    const wanted = preselect.trim().toLowerCase();
    const match = destinations.data.data.find(
      (item) => String(item.id) === wanted || item.slug.toLowerCase() === wanted || item.name.toLowerCase() === wanted,
    );
    if (match) form.setValue('destinations', [match.name]);
  }, [destinations.data, preselect, form]);

  const chosen = (form.watch('destinations') ?? []) as string[];
  const days = Number(form.watch('duration_days'));
  const nights = Number.isInteger(days) && days >= 1 ? nightsFor(days) : '';

  // Signed out: the login page, then back here with what was typed (blank contact details then
  // come from the account).
  const toLogin = () => {
    saveDraft(form.getValues());
    notify.info(t('messages.customLoginRequired'));
    void navigate(paths.login(), { state: { from: location.pathname + location.search } });
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (!user) return toLogin();
      if (!online) {
        notify.error(t('customTrip.offlineSubmit'));
        return;
      }
      try {
        const result = await send.mutateAsync(toCustomPackagePayload(values));
        notify.success(translateMessage(t, result.message ?? MESSAGES.customSubmitted));
        void navigate(paths.profile());
      } catch (error) {
        if (error instanceof ApiError)
          for (const [serverField, messages] of Object.entries(error.errors)) {
            const target = messages[0] ? formFieldOf(serverField, messages[0]) : null;
            if (target && messages[0]) form.setError(target, { type: 'server', message: messages[0] });
          }
        notify.error(failureMessage(t, error, 'messages.customSubmitFailed'));
      }
    },
    (invalid) => {
      // A signed-out visitor's contact details can wait for their account.
      if (!user && Object.keys(invalid).every((name) => (CONTACT_FIELDS as readonly string[]).includes(name))) {
        form.clearErrors();
        toLogin();
      }
    },
  );

  const section =
    'space-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900';
  const heading = 'text-base font-semibold text-slate-900 dark:text-white';

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={t('customTrip.formLabel')}>
      <div className={section}>
        <DestinationPicker
          value={chosen}
          onChange={(next) => {
            form.setValue('destinations', next);
            form.clearErrors('destinations');
          }}
          error={errorOf('destinations')}
        />
      </div>

      <fieldset className={section}>
        <legend className={`${heading} float-left mb-2 w-full`}>{t('customTrip.when')}</legend>
        <div className="grid clear-both gap-4 sm:grid-cols-3">
          <TextField
            label={t('customTrip.travelDate')}
            type="date"
            required
            min={localToday()}
            error={errorOf('travel_date')}
            {...field('travel_date')}
          />
          <TextField
            label={t('customTrip.days')}
            type="number"
            inputMode="numeric"
            required
            min={CUSTOM_PACKAGE_LIMITS.daysMin}
            max={CUSTOM_PACKAGE_LIMITS.daysMax}
            error={errorOf('duration_days')}
            {...field('duration_days')}
          />
          <TextField
            label={t('customTrip.nights')}
            type="number"
            value={nights}
            readOnly
            tabIndex={-1}
            hint={t('customTrip.nightsHint')}
          />
        </div>
      </fieldset>

      <fieldset className={section}>
        <legend className={`${heading} float-left mb-2 w-full`}>{t('customTrip.budgetAndStay')}</legend>
        <div className="grid clear-both gap-4 sm:grid-cols-2">
          <TextField
            label={`${t('customTrip.budgetMin')} (${money.symbol})`}
            type="number"
            inputMode="numeric"
            required
            min={budget.min}
            step={budget.step}
            error={errorOf('budget_min')}
            {...field('budget_min')}
          />
          <TextField
            label={`${t('customTrip.budgetMax')} (${money.symbol})`}
            type="number"
            inputMode="numeric"
            required
            min={budget.min}
            max={budget.max}
            step={budget.step}
            error={errorOf('budget_max')}
            {...field('budget_max')}
          />
          <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">
            {t('customTrip.budgetCurrency', {
              name: money.name,
              code: budget.currency,
              step: formatAmount(budget.step),
            })}
          </p>
        </div>
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('customTrip.hotel')}
          </legend>
          <div className="flex flex-wrap gap-3">
            {HOTEL_STARS.map((stars) => (
              <label
                key={stars}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 dark:border-slate-600 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-900/50"
              >
                <input
                  type="radio"
                  value={String(stars)}
                  className="size-4 accent-brand-700"
                  {...field('hotel_stars')}
                />
                {t('customTrip.stars', { count: stars })}
              </label>
            ))}
          </div>
          {errorOf('hotel_stars') && (
            <p role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
              {errorOf('hotel_stars')}
            </p>
          )}
        </fieldset>
        <TextField
          label={t('customTrip.travelers')}
          type="number"
          inputMode="numeric"
          required
          min={CUSTOM_PACKAGE_LIMITS.travelersMin}
          max={CUSTOM_PACKAGE_LIMITS.travelersMax}
          className="sm:max-w-48"
          error={errorOf('travelers')}
          {...field('travelers')}
        />
        <FormField label={t('customTrip.specialRequirements')} error={errorOf('special_requirements')}>
          {(control) => (
            <textarea
              rows={4}
              maxLength={CUSTOM_PACKAGE_LIMITS.specialRequirementsMax}
              placeholder={t('customTrip.specialRequirementsPlaceholder')}
              className={controlClass(Boolean(errors.special_requirements))}
              {...control}
              {...field('special_requirements')}
            />
          )}
        </FormField>
      </fieldset>

      <fieldset className={section}>
        <legend className={`${heading} float-left mb-2 w-full`}>{t('customTrip.contact')}</legend>
        <div className="grid clear-both gap-4 sm:grid-cols-2">
          <TextField
            label={t('customTrip.name')}
            autoComplete="name"
            required
            maxLength={LIMITS.nameMax}
            error={errorOf('contact_name')}
            {...field('contact_name')}
          />
          <TextField
            label={t('customTrip.email')}
            type="email"
            autoComplete="email"
            required
            error={errorOf('contact_email')}
            {...field('contact_email')}
          />
          <TextField
            label={t('customTrip.phone')}
            type="tel"
            autoComplete="tel"
            maxLength={LIMITS.phoneMax}
            error={errorOf('contact_phone')}
            {...field('contact_phone')}
          />
        </div>
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" busy={send.isPending} className="w-full sm:w-auto sm:min-w-48">
          {send.isPending ? t('customTrip.submitting') : t('customTrip.submit')}
        </Button>
      </div>
    </form>
  );
}
