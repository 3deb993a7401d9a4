import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ACTIVITY_RECORD_TYPES, isCalendarDate, type AdminActivityEntry } from '@trails/contracts';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/format';
import { Badge } from '../../components/badge';
import { DataTable, type AdminColumn, queryTableState } from '../../components/data-table';
import { useResourceList } from '../../lib/use-resource';
import { useExecutives } from '../../lib/staff-options';
import { ActivityChanges } from './activity-changes';
import { ACTIVITY_RESOURCE, ActivityForm } from './activity-form';

const PER_PAGE = 25;

const isType = (value: string | null) => (ACTIVITY_RECORD_TYPES as readonly string[]).includes(value ?? '');
const dateParam = (value: string | null) => (value && isCalendarDate(value) ? value : '');

/**
 * /admin/activity: the audit trail, newest first. Who did what to which record, when, and what
 * changed; filtered by person, record type and date range (all in the address); staff add notes by hand.
 */
export default function ActivityScreen() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const person = /^\d+$/.test(params.get('user') ?? '') ? params.get('user')! : '';
  const type = isType(params.get('type')) ? params.get('type')! : '';
  const from = dateParam(params.get('from'));
  const to = dateParam(params.get('to'));
  const rangeInvalid = Boolean(from && to && from > to);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const people = useExecutives(true);
  const list = useResourceList<AdminActivityEntry>(ACTIVITY_RESOURCE, {
    page,
    per_page: PER_PAGE,
    filters: {
      user_id: person || undefined,
      type: type || undefined,
      from: from || undefined,
      to: rangeInvalid ? undefined : to || undefined,
    },
  });
  const date = (value: string) => formatDate(value, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const setParam = (change: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(change)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
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

  const meta = list.data?.meta;
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
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t('activity.filters.person')}
          value={person}
          onChange={(value) => setParam({ user: value, page: '' })}
          options={[
            { value: '', label: t('activity.filters.everyone') },
            ...(people.data ?? []).map((member) => ({ value: String(member.id), label: member.name })),
          ]}
        />
        <SelectField
          label={t('activity.filters.type')}
          value={type}
          onChange={(value) => setParam({ type: value, page: '' })}
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
          onChange={(event) => setParam({ from: event.target.value, page: '' })}
        />
        <TextField
          label={t('activity.filters.to')}
          type="date"
          value={to}
          min={from || undefined}
          error={rangeInvalid ? t('messages.activityRangeInvalid') : undefined}
          onChange={(event) => setParam({ to: event.target.value, page: '' })}
        />
      </div>
      <DataTable
        caption={t('activity.caption')}
        columns={columns}
        rows={list.data?.data}
        {...queryTableState(t, list)}
        rowLabel={(row) => `${row.action} ${typeLabel(row.record.type)} ${row.record.label ?? row.record.id ?? ''}`}
      />
      {meta && meta.total > 0 && (
        <div className="flex flex-col items-center gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t(meta.total_capped ? 'list.totalCapped' : 'list.total', { count: meta.total })}
          </p>
          <Pagination
            page={meta.page}
            lastPage={meta.last_page}
            onPageChange={(next) => setParam({ page: String(next) })}
          />
        </div>
      )}
      <ActivityForm open={adding} onOpenChange={setAdding} />
    </div>
  );
}
