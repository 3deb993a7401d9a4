import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import {
  COUNTRY_CODES,
  HOME_NATIONALITY,
  TRAVELLER_GENDERS,
  TRAVELLER_ID_TYPES,
  TRAVELLER_LIMITS,
  travellersBody,
  type TravellerDetails,
  type TravellerIdType,
  type TravellersBody,
} from '@trails/contracts/traveller-details';
import { ApiError } from '../../lib/api-client';
import { translateMessage } from '../../lib/i18n';
import { Button } from '../ui/button';
import { controlClass, FormField } from '../ui/form-field';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';

/** One traveller as the form holds it: every field as typed. */
interface TravellerDraft {
  full_name: string;
  date_of_birth: string;
  gender: string;
  nationality: string;
  id_type: TravellerIdType;
  id_number: string;
  emergency_name: string;
  emergency_phone: string;
  medical_notes: string;
}

const blank = (): TravellerDraft => ({
  full_name: '',
  date_of_birth: '',
  gender: '',
  nationality: HOME_NATIONALITY,
  id_type: 'aadhaar',
  id_number: '',
  emergency_name: '',
  emergency_phone: '',
  medical_notes: '',
});

/** The saved travellers, then blank ones up to the number of passengers. */
function draftsOf(details: TravellerDetails): TravellerDraft[] {
  return Array.from({ length: details.passengers }, (_, index) => {
    const saved = details.travellers.find((traveller) => traveller.position === index + 1);
    if (!saved) return blank();
    return {
      full_name: saved.full_name,
      date_of_birth: saved.date_of_birth,
      gender: saved.gender,
      nationality: saved.nationality,
      id_type: saved.id_type,
      id_number: saved.id_number,
      emergency_name: saved.emergency_contact.name,
      emergency_phone: saved.emergency_contact.phone,
      medical_notes: saved.medical_notes ?? '',
    };
  });
}

const toBody = (drafts: TravellerDraft[]): TravellersBody => ({
  travellers: drafts.map((draft) => ({
    full_name: draft.full_name,
    date_of_birth: draft.date_of_birth,
    gender: draft.gender as TravellersBody['travellers'][number]['gender'],
    nationality: draft.nationality,
    id_type: draft.id_type,
    id_number: draft.id_number,
    emergency_contact: { name: draft.emergency_name, phone: draft.emergency_phone },
    medical_notes: draft.medical_notes || null,
  })),
});

/** The server's error keys (`travellers.0.emergency_contact.phone`) for each field of the form. */
const ERROR_KEYS: Record<keyof TravellerDraft, string> = {
  full_name: 'full_name',
  date_of_birth: 'date_of_birth',
  gender: 'gender',
  nationality: 'nationality',
  id_type: 'id_type',
  id_number: 'id_number',
  emergency_name: 'emergency_contact.name',
  emergency_phone: 'emergency_contact.phone',
  medical_notes: 'medical_notes',
};

export interface TravellerDetailsFormProps {
  details: TravellerDetails;
  /** Saves the body; a rejected ApiError with field errors is shown under the fields. */
  onSave: (body: TravellersBody) => Promise<unknown>;
  busy?: boolean;
  /** Staff see that medical notes stay with staff; the traveller is told who sees them. */
  audience?: 'traveller' | 'staff';
  /** A prefix for the fields' ids, so two forms on one page never share one. */
  idPrefix?: string;
  onCancel?: () => void;
}

/**
 * One fieldset per passenger: name as on ID, date of birth, gender, nationality (the trip's permit
 * note appears for anyone not Indian), ID type and number, an emergency contact and optional
 * medical notes. Checked with the server's own rules before sending; errors show under each field.
 */
export function TravellerDetailsForm({
  details,
  onSave,
  busy = false,
  audience = 'traveller',
  idPrefix = 'traveller',
  onCancel,
}: TravellerDetailsFormProps) {
  const { t, i18n } = useTranslation('common');
  const [drafts, setDrafts] = useState<TravellerDraft[]>(() => draftsOf(details));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const countries = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' });
    } catch {
      names = null;
    }
    return COUNTRY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label, i18n.language),
    );
  }, [i18n.language]);

  const update = (index: number, field: keyof TravellerDraft, value: string) => {
    setDrafts((current) => current.map((draft, at) => (at === index ? { ...draft, [field]: value } : draft)));
    const key = `travellers.${index}.${ERROR_KEYS[field]}`;
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const showErrors = (found: Record<string, string>, message: string) => {
    setErrors(found);
    setFormError(message);
    // Focus the first field that needs attention.
    const first = Object.keys(found)[0];
    const [, index, ...field] = first?.split('.') ?? [];
    const entry = Object.entries(ERROR_KEYS).find(([, key]) => key === field.join('.'));
    if (index !== undefined && entry) document.getElementById(`${idPrefix}-${index}-${entry[0]}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = toBody(drafts);
    const checked = travellersBody.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const key = issue.path.join('.');
        found[key] ??= translateMessage(t, issue.message);
      }
      showErrors(found, t('travellerDetails.fixErrors'));
      return;
    }
    try {
      await onSave(body);
      setErrors({});
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length > 0) {
        const found: Record<string, string> = {};
        for (const [key, messages] of Object.entries(error.errors)) found[key] = translateMessage(t, messages[0] ?? '');
        showErrors(found, found.travellers ?? t('travellerDetails.fixErrors'));
      } else {
        setFormError(
          error instanceof ApiError && error.status !== 0 ? translateMessage(t, error.message) : t('errors.generic'),
        );
      }
    }
  };

  const errorOf = (index: number, field: keyof TravellerDraft) => errors[`travellers.${index}.${ERROR_KEYS[field]}`];
  const today = new Date().toISOString().slice(0, 10);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      {drafts.map((draft, index) => {
        const id = (field: keyof TravellerDraft) => `${idPrefix}-${index}-${field}`;
        const showPermit = Boolean(details.permit_note) && draft.nationality !== HOME_NATIONALITY;
        return (
          <fieldset
            key={index}
            className="space-y-4 rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-700"
          >
            <legend className="px-1 text-base font-semibold text-slate-900 dark:text-white">
              {t('travellerDetails.traveller', { position: index + 1 })}
              {index === 0 && (
                <span className="ml-2 text-sm font-normal text-slate-500 dark:text-slate-400">
                  {t('travellerDetails.lead')}
                </span>
              )}
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id={id('full_name')}
                label={t('travellerDetails.fields.full_name')}
                required
                autoComplete={index === 0 ? 'name' : 'off'}
                maxLength={TRAVELLER_LIMITS.nameMax}
                value={draft.full_name}
                error={errorOf(index, 'full_name')}
                onChange={(event) => update(index, 'full_name', event.target.value)}
              />
              <TextField
                id={id('date_of_birth')}
                label={t('travellerDetails.fields.date_of_birth')}
                type="date"
                required
                max={today}
                value={draft.date_of_birth}
                error={errorOf(index, 'date_of_birth')}
                onChange={(event) => update(index, 'date_of_birth', event.target.value)}
              />
              <SelectField
                id={id('gender')}
                label={t('travellerDetails.fields.gender')}
                required
                value={draft.gender}
                error={errorOf(index, 'gender')}
                onChange={(value) => update(index, 'gender', value)}
                options={[
                  { value: '', label: t('travellerDetails.choose') },
                  ...TRAVELLER_GENDERS.map((gender) => ({
                    value: gender,
                    label: t(`travellerDetails.genders.${gender}`),
                  })),
                ]}
              />
              <SelectField
                id={id('nationality')}
                label={t('travellerDetails.fields.nationality')}
                required
                value={draft.nationality}
                error={errorOf(index, 'nationality')}
                onChange={(value) => update(index, 'nationality', value)}
                options={countries}
              />
            </div>
            {showPermit && (
              <div
                className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
                role="note"
                aria-label={t('travellerDetails.permitTitle')}
              >
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <div>
                  <p className="font-semibold">{t('travellerDetails.permitTitle')}</p>
                  <p className="mt-1 whitespace-pre-line">{details.permit_note}</p>
                </div>
              </div>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                id={id('id_type')}
                label={t('travellerDetails.fields.id_type')}
                required
                value={draft.id_type}
                error={errorOf(index, 'id_type')}
                onChange={(value) => update(index, 'id_type', value)}
                options={TRAVELLER_ID_TYPES.map((type) => ({
                  value: type,
                  label: t(`travellerDetails.idTypes.${type}`),
                }))}
              />
              <TextField
                id={id('id_number')}
                label={t('travellerDetails.fields.id_number')}
                required
                autoComplete="off"
                inputMode={draft.id_type === 'aadhaar' ? 'numeric' : 'text'}
                maxLength={TRAVELLER_LIMITS.idNumberMax + 10}
                hint={t(`travellerDetails.idHints.${draft.id_type}`)}
                value={draft.id_number}
                error={errorOf(index, 'id_number')}
                onChange={(event) => update(index, 'id_number', event.target.value)}
              />
              <TextField
                id={id('emergency_name')}
                label={t('travellerDetails.fields.emergency_name')}
                required
                maxLength={TRAVELLER_LIMITS.nameMax}
                value={draft.emergency_name}
                error={errorOf(index, 'emergency_name')}
                onChange={(event) => update(index, 'emergency_name', event.target.value)}
              />
              <TextField
                id={id('emergency_phone')}
                label={t('travellerDetails.fields.emergency_phone')}
                type="tel"
                required
                autoComplete="off"
                maxLength={40}
                value={draft.emergency_phone}
                error={errorOf(index, 'emergency_phone')}
                onChange={(event) => update(index, 'emergency_phone', event.target.value)}
              />
            </div>
            <FormField
              id={id('medical_notes')}
              label={t('travellerDetails.fields.medical_notes')}
              description={
                audience === 'staff' ? t('travellerDetails.medicalHintStaff') : t('travellerDetails.medicalHint')
              }
              error={errorOf(index, 'medical_notes')}
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={2}
                  maxLength={TRAVELLER_LIMITS.medicalNotesMax}
                  className={controlClass(Boolean(errorOf(index, 'medical_notes')))}
                  value={draft.medical_notes}
                  onChange={(event) => update(index, 'medical_notes', event.target.value)}
                />
              )}
            </FormField>
          </fieldset>
        );
      })}
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('travellerDetails.cancel')}
          </Button>
        )}
        <Button type="submit" busy={busy}>
          {t('travellerDetails.save')}
        </Button>
      </div>
    </form>
  );
}
