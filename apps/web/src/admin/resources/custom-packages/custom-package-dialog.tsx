import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_CUSTOM_PACKAGE_LIMITS, type AdminCustomPackage } from '@trails/contracts/admin-custom-packages';
import type { AdminMessageKey } from '@trails/contracts/admin-messages';
import { CUSTOM_PACKAGE_STATUSES } from '@trails/contracts/constants';
import { hotelStarsOf } from '@trails/contracts/custom-packages';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';
import { resourceKeys } from '../../lib/use-resource';
import { CUSTOM_PACKAGES, budgetOf } from './custom-packages.resource';
import { QuoteEditor } from './quote-editor';

/** PUT /custom-packages/{id}/status: the one write that is not a POST action. */
async function setPackageStatus(id: number, status: string) {
  const answer = await dataClient.command<never>(CUSTOM_PACKAGES, id, 'status', { status });
  return { message: answer.message };
}

interface Change {
  call: () => Promise<{ message: string | undefined }>;
  success: AdminMessageKey;
  failure: AdminMessageKey;
}

/**
 * One request: what the traveller asked for, Status, Assign Sales Rep and Internal Notes (Update
 * Package sends only what changed, each by its own call), the quote editor, and Convert to Booking
 * once the request is confirmed.
 */
export function CustomPackageDialog({ record, onClose }: { record: AdminCustomPackage; onClose: () => void }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>(record.status);
  const [assignee, setAssignee] = useState(record.assigned_to ?? '');
  const [notes, setNotes] = useState(record.notes ?? '');
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [converting, setConverting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(CUSTOM_PACKAGES) });

  const update = async (event: FormEvent) => {
    event.preventDefault();
    const changes: Change[] = [];
    if (status !== record.status)
      changes.push({
        call: () => setPackageStatus(record.id, status),
        success: 'packageUpdated',
        failure: 'failedToUpdatePackage',
      });
    if (assignee.trim() !== (record.assigned_to ?? ''))
      changes.push({
        call: () => dataClient.action(CUSTOM_PACKAGES, record.id, 'assign', { assigned_to: assignee }),
        success: 'packageAssigned',
        failure: 'failedToAssignPackage',
      });
    if (notes.trim() !== (record.notes ?? ''))
      changes.push({
        call: () => dataClient.action(CUSTOM_PACKAGES, record.id, 'notes', { notes }),
        success: 'notesAdded',
        failure: 'failedToAddNotes',
      });
    if (changes.length === 0) {
      notify.info(t('customPackages.noChanges'));
      return;
    }
    setSaving(true);
    for (const change of changes) {
      try {
        const answer = await change.call();
        notify.success(adminMessage(t, answer.message ?? '') || t(`messages.${change.success}`));
      } catch (error) {
        notify.error(adminFailure(t, error, t(`messages.${change.failure}`)));
      }
    }
    setSaving(false);
    await refresh();
  };

  const convert = async () => {
    setConverting(true);
    try {
      const answer = await dataClient.action(CUSTOM_PACKAGES, record.id, 'convert');
      notify.success(adminMessage(t, answer.message ?? '') || t('messages.packageConverted'));
      setConfirming(false);
      onClose();
    } catch (error) {
      notify.error(adminFailure(t, error, t('messages.failedToConvertPackage')));
      setConfirming(false);
    } finally {
      setConverting(false);
      await refresh();
    }
  };

  const facts: Array<[string, string]> = [
    [
      t('customPackages.customer'),
      [record.contact_info.name, record.contact_info.email, record.contact_info.phone].filter(Boolean).join(' · '),
    ],
    [t('customPackages.destinations'), record.destinations.join(', ') || t('customPackages.notSpecified')],
    [
      t('customPackages.duration'),
      t('customPackages.durationValue', { days: record.duration_days, nights: record.duration_nights }),
    ],
    [t('customPackages.passengers'), String(record.travelers)],
    [t('customPackages.budgetRange'), budgetOf(record, i18n.language)],
    [t('customPackages.hotelStars'), t('customPackages.stars', { count: hotelStarsOf(record.hotel_category) })],
    [
      t('customPackages.travelDate'),
      formatDate(new Date(`${record.travel_dates}T12:00:00Z`), i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }),
    ],
  ];
  if (record.special_requirements) facts.push([t('customPackages.requirements'), record.special_requirements]);

  return (
    <>
      <Dialog
        open
        onOpenChange={(next) => {
          if (!next) onClose();
        }}
        title={t('customPackages.details')}
        closeLabel={t('actions.close')}
        widthClass="max-w-2xl"
      >
        <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-4">
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="break-words text-slate-900 dark:text-slate-100">{value}</dd>
              </div>
            ))}
            {record.booking && (
              <div className="contents">
                <dt className="font-medium text-slate-600 dark:text-slate-400">{t('customPackages.convert')}</dt>
                <dd>{t('customPackages.booking', { reference: record.booking.reference })}</dd>
              </div>
            )}
          </dl>

          <form
            id={`custom-package-${record.id}`}
            onSubmit={(event) => void update(event)}
            noValidate
            className="space-y-4"
          >
            <SelectField
              label={t('customPackages.status')}
              value={status}
              onChange={setStatus}
              options={CUSTOM_PACKAGE_STATUSES.map((value) => ({
                value,
                label: t(`customPackages.statuses.${value}`),
              }))}
            />
            <TextField
              label={t('customPackages.assign')}
              placeholder={t('customPackages.assignPlaceholder')}
              value={assignee}
              maxLength={ADMIN_CUSTOM_PACKAGE_LIMITS.assigneeMax}
              onChange={(event) => setAssignee(event.target.value)}
            />
            <TextAreaField
              label={t('customPackages.notes')}
              rows={4}
              value={notes}
              maxLength={ADMIN_CUSTOM_PACKAGE_LIMITS.notesMax}
              onChange={(event) => setNotes(event.target.value)}
              aria-description={t('customPackages.notesHint')}
            />
          </form>

          <QuoteEditor record={record} onSent={() => void refresh()} />
        </div>
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-5 py-4 dark:border-slate-700">
          {record.status === 'confirmed' && !record.booking && (
            <Button variant="secondary" className="mr-auto" onClick={() => setConfirming(true)}>
              {t('customPackages.convert')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={`custom-package-${record.id}`} busy={saving}>
            {saving ? t('customPackages.updating') : t('customPackages.update')}
          </Button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('customPackages.convertTitle')}
        message={t('customPackages.convertConfirm')}
        confirmLabel={converting ? t('customPackages.converting') : t('customPackages.convert')}
        busy={converting}
        onConfirm={() => void convert()}
      />
    </>
  );
}
