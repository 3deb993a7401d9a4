import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_AUDIENCE_TYPES, CAMPAIGN_TRIP_KINDS } from '@trails/contracts/admin-campaigns';
import { TextField } from '../../../components/ui/text-field';
import { TripPicker } from '../../components/trip-picker';
import type { CampaignComposer } from './use-campaign-composer';

/** Who receives the campaign: every traveller, those who booked between two dates, or one trip's. */
export function CampaignAudience({ composer }: { composer: CampaignComposer }) {
  const { t } = useTranslation(['admin', 'common']);
  const radioName = `${useId()}-audience`;
  const { draft, change, fieldError } = composer;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('campaigns.fields.audience')}
      </legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-5">
        {CAMPAIGN_AUDIENCE_TYPES.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={radioName}
              value={type}
              checked={draft.audience === type}
              onChange={() => change({ audience: type })}
              className="size-4 accent-brand-700"
            />
            {t(`campaigns.audiences.${type}`)}
          </label>
        ))}
      </div>
      {fieldError('audience') && (
        <p className="text-sm text-red-700 dark:text-red-300" role="alert">
          {fieldError('audience')}
        </p>
      )}
      {draft.audience === 'booked_between' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={t('campaigns.fields.from')}
            required
            value={draft.from}
            onChange={(event) => change({ from: event.target.value })}
            error={fieldError('audience.from')}
          />
          <TextField
            type="date"
            label={t('campaigns.fields.to')}
            required
            value={draft.to}
            onChange={(event) => change({ to: event.target.value })}
            error={fieldError('audience.to')}
          />
        </div>
      )}
      {draft.audience === 'trip' && (
        <TripPicker
          className="sm:max-w-md"
          label={t('campaigns.fields.trip')}
          required
          kinds={CAMPAIGN_TRIP_KINDS}
          value={draft.tripId ? { kind: draft.kind, id: Number(draft.tripId) } : null}
          onChange={(trip) => change(trip ? { kind: trip.kind, tripId: String(trip.id) } : { tripId: '' })}
          error={fieldError('audience.id')}
        />
      )}
    </fieldset>
  );
}
