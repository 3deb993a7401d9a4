import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@trails/contracts/messages';
import { ageOn, type TravellerDetails, type TravellersBody } from '@trails/contracts/traveller-details';
import { TravellerDetailsForm } from '../../../components/travellers/traveller-details-form';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { Badge } from '../../components/badge';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';

const travellersKey = (bookingId: number) => ['admin', 'bookings', bookingId, 'travellers'] as const;

/**
 * The booking drawer's travellers: who travels (medical notes included, for staff), whether the trip
 * requires them and by when; staff can add or correct them whatever the booking's state.
 */
export function BookingTravellers({ bookingId }: { bookingId: number }) {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const details = useQuery({
    queryKey: travellersKey(bookingId),
    queryFn: async () => dataClient.fetch<TravellerDetails>('bookings', 'travellers', {}, bookingId),
  });
  const save = useMutation({
    mutationFn: (body: TravellersBody) =>
      dataClient.command<TravellerDetails>('bookings', bookingId, 'saveTravellers', body),
    onSuccess: (answer) => queryClient.setQueryData(travellersKey(bookingId), answer.data),
  });
  const day = (value: string) =>
    formatDate(new Date(`${value}T12:00:00Z`), i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });

  if (details.isPending)
    return (
      <div role="status" className="py-2">
        <Spinner />
      </div>
    );
  if (details.isError || !details.data)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-red-700 dark:text-red-300">{adminFailure(t, details.error, t('table.loadFailed'))}</span>
        <Button variant="secondary" onClick={() => void details.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  const data = details.data;

  if (editing)
    return (
      <TravellerDetailsForm
        details={data}
        audience="staff"
        idPrefix={`admin-traveller-${bookingId}`}
        busy={save.isPending}
        onCancel={() => setEditing(false)}
        onSave={async (body) => {
          const answer = await save.mutateAsync(body);
          notify.success(adminMessage(t, answer.message ?? MESSAGES.travellerDetailsSaved));
          setEditing(false);
        }}
      />
    );

  return (
    <div className="space-y-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        {data.complete ? (
          <Badge tone="green">{t('bookings.travellers.complete')}</Badge>
        ) : (
          <Badge tone="amber">
            {t('bookings.travellers.progress', { filled: data.travellers.length, total: data.passengers })}
          </Badge>
        )}
        {data.required && data.due_date && (
          <span className="text-slate-600 dark:text-slate-400">
            {t('bookings.travellers.due', { date: day(data.due_date) })}
          </span>
        )}
        <Button variant="secondary" className="ml-auto" onClick={() => setEditing(true)}>
          {data.travellers.length === 0 ? t('bookings.travellers.add') : t('bookings.travellers.edit')}
        </Button>
      </div>
      {data.travellers.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{t('bookings.travellers.none')}</p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {data.travellers.map((traveller) => (
            <li key={traveller.position} className="space-y-1 px-3 py-2">
              <p className="font-semibold text-slate-900 dark:text-slate-100">
                {traveller.position}. {traveller.full_name}
              </p>
              <p className="text-slate-600 dark:text-slate-400">
                {t('bookings.travellers.line', {
                  age: ageOn(traveller.date_of_birth, data.travel_date),
                  gender: t(`common:travellerDetails.genders.${traveller.gender}`),
                  nationality: traveller.nationality,
                  id: `${t(`common:travellerDetails.idTypes.${traveller.id_type}`)} ${traveller.id_number}`,
                })}
              </p>
              <p className="text-slate-600 dark:text-slate-400">
                {t('bookings.travellers.emergency', {
                  name: traveller.emergency_contact.name,
                  phone: traveller.emergency_contact.phone,
                })}
              </p>
              {traveller.medical_notes && (
                <p className="text-slate-800 dark:text-slate-200">
                  <span className="font-semibold">{t('bookings.travellers.medical')}:</span> {traveller.medical_notes}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
