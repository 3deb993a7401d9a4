import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_RECORD_TYPES, type AdminActivityEntry } from '@trails/contracts/admin-activity';
import { isCalendarDate } from '@trails/contracts/common';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/format';
import { Badge } from '../../components/badge';
import { AddressedList } from '../../components/addressed-list';
import type { AdminColumn } from '../../components/data-table';
import type { FilterValue } from '../../lib/data-client';
import type { ListConfig } from '../../lib/list-state';
import { useExecutives } from '../../lib/staff-options';
import { ActivityChanges } from './activity-changes';
import { ACTIVITY_RESOURCE, ActivityForm } from './activity-form';

const PER_PAGE = 25;

/** Newest first, as the server sends them; the filters are the person, record type and dates below. */
const config: ListConfig = { sorts: [], defaultSort: '', defaultDirection: 'desc', filters: [] };
const FILTER_KEYS = ['user', 'type', 'from', 'to'] as const;

const isType = (value: string) => (ACTIVITY_RECORD_TYPES as readonly string[]).includes(value);
const dateParam = (value: string) => (isCalendarDate(value) ? value : '');

/** The filters in the address, each blank unless valid; `to` before `from` is shown as an error, not sent. */
function readFilters(values: Record<string, FilterValue>) {
  const text = (key: string) => {
    const value = values[key];
    return typeof value === 'string' ? value : '';
  };
  const from = dateParam(text('from'));
  const to = dateParam(text('to'));
  return {
    person: /^\d+$/.test(text('user')) ? text('user') : '',
    type: isType(text('type')) ? text('type') : '',
    from,
    to,
    rangeInvalid: Boolean(from && to && from > to),
  };
}

const toRequest = (values: Record<string, FilterValue>): Record<string, FilterValue> => {
  const { person, type, from, to, rangeInvalid } = readFilters(values);
  return {
    user_id: person || undefined,
    type: type || undefined,
    from: from || undefined,
    to: rangeInvalid ? undefined : to || undefined,
  };
};

/**
 * /admin/activity: the audit trail, newest first. Who did what to which record, when, and what
 * changed; filtered by person, record type and date range (all in the address); staff add notes by hand.
 */
export default function ActivityScreen() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const [adding, setAdding] = useState(false);
  const people = useExecutives(true);
  const date = (value: string) => formatDate(value, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const typeLabel = (value: string) => (isType(value) ? t(`activity.types.${value}`) : value.replace(/_/g, ' '));

  const columns: AdminColumn<AdminActivityEntry>[] = [
    {
      id: 'when',
      headerKey: 'activity.columns.when',
      cell: (row) => <span className="whitespace-nowrap">{date(row.created_at)}</span>,
    },
    {
      id: 'who',
      headerKey: 'activity.columns.who',
      cell: (row) =>
        row.user ? (
          <div className="min-w-32 space-y-1">
            <div className="font-medium">{row.user.name || `#${row.user.id}`}</div>
            {row.user.role && (
              <Badge tone={row.user.role === 'admin' ? 'amber' : 'blue'}>{t(`users.roles.${row.user.role}`)}</Badge>
            )}
          </div>
        ) : (
          <span className="text-slate-500 dark:text-slate-400">{t('activity.system')}</span>
        ),
    },
    {
      id: 'action',
      headerKey: 'activity.columns.action',
      cell: (row) => (
        <div className="min-w-40 max-w-xs space-y-1">
          <div className="font-medium">{row.action.replace(/_/g, ' ')}</div>
          <p className="text-xs text-slate-600 [overflow-wrap:anywhere] dark:text-slate-400">{row.description}</p>
        </div>
      ),
    },
    {
      id: 'record',
      headerKey: 'activity.columns.record',
      cell: (row) => (
        <div className="min-w-32">
          <div className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
            {typeLabel(row.record.type)}
            {row.record.id !== null && ` #${row.record.id}`}
          </div>
          {row.record.label && <div className="[overflow-wrap:anywhere]">{row.record.label}</div>}
        </div>
      ),
    },
    { id: 'changes', headerKey: 'activity.columns.changes', cell: (row) => <ActivityChanges entry={row} /> },
  ];

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('activity.title')}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('activity.subtitle')}</p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden="true" />
          {t('activity.add')}
        </Button>
      </div>
      <AddressedList
        name={ACTIVITY_RESOURCE}
        config={config}
        perPage={PER_PAGE}
        extraKeys={FILTER_KEYS}
        toRequest={toRequest}
        extraFilters={(values, onChange) => {
          const { person, type, from, to, rangeInvalid } = readFilters(values);
          return (
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <SelectField
                label={t('activity.filters.person')}
                value={person}
                onChange={(value) => onChange({ user: value })}
                options={[
                  { value: '', label: t('activity.filters.everyone') },
                  ...(people.data ?? []).map((member) => ({ value: String(member.id), label: member.name })),
                ]}
              />
              <SelectField
                label={t('activity.filters.type')}
                value={type}
                onChange={(value) => onChange({ type: value })}
                options={[
                  { value: '', label: t('activity.filters.allTypes') },
                  ...ACTIVITY_RECORD_TYPES.map((value) => ({ value, label: t(`activity.types.${value}`) })),
                ]}
              />
              <TextField
                label={t('activity.filters.from')}
                type="date"
                value={from}
                max={to || undefined}
                onChange={(event) => onChange({ from: event.target.value })}
              />
              <TextField
                label={t('activity.filters.to')}
                type="date"
                value={to}
                min={from || undefined}
                error={rangeInvalid ? t('messages.activityRangeInvalid') : undefined}
                onChange={(event) => onChange({ to: event.target.value })}
              />
            </div>
          );
        }}
        caption={t('activity.caption')}
        columns={columns}
        rowLabel={(row) => `${row.action} ${typeLabel(row.record.type)} ${row.record.label ?? row.record.id ?? ''}`}
      />
      <ActivityForm open={adding} onOpenChange={setAdding} />
    </div>
  );
}
