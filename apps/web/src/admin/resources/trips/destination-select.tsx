import { useTranslation } from 'react-i18next';
import type { AdminDestination } from '@trails/contracts/admin-destinations';
import { SelectField } from '../../../components/ui/select-field';
import { useResourceList } from '../../lib/use-resource';

/** Enough for the operator's destinations; the select lists them by name. */
const DESTINATIONS_SHOWN = 100;

/** The destination of a tour or trek, chosen from the destinations list (active or not). */
export function DestinationSelect({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const destinations = useResourceList<AdminDestination>('destinations', {
    page: 1,
    per_page: DESTINATIONS_SHOWN,
    sort: 'name',
    direction: 'asc',
  });
  const options = [
    { value: '', label: destinations.isPending ? t('table.loading') : t('trips.fields.chooseDestination') },
    ...(destinations.data?.data ?? []).map((destination) => ({
      value: String(destination.id),
      label: destination.is_active ? destination.name : `${destination.name} (${t('badges.inactive')})`,
    })),
  ];
  return (
    <SelectField
      label={t('trips.fields.destination_id')}
      required
      options={options}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      error={error ?? (destinations.isError ? t('table.loadFailed') : undefined)}
    />
  );
}
