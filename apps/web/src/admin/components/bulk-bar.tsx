import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkResult } from '@trails/contracts/admin-bulk';
import { Button } from '../../components/ui/button';
import { notify } from '../../lib/notify';
import { adminFailure, adminMessage } from '../lib/messages';
import { ConfirmDialog } from './confirm-dialog';

/** One thing staff can do to the checked rows of a list. */
export interface BulkAction {
  id: string;
  label: string;
  icon?: ReactNode;
  /** The question asked first (with Cancel); without it the action runs at once (a download). */
  confirm?: (count: number) => string;
  /** One request for all the ids: a bulk write's answer, or nothing (a download). */
  run: (ids: number[]) => Promise<BulkResult | void>;
  /** The toast of what changed: "3 bookings confirmed". */
  doneMessage?: (count: number) => string;
  /** The toast when the request fails as a whole. */
  failedMessage: string;
}

/**
 * The bar over a list while rows are checked: how many, the bulk actions (each asked first when it
 * changes records, busy while it runs) and Clear. A write's toast says what changed and what was
 * skipped with the server's reasons ("3 bookings confirmed, 1 skipped: This booking is already
 * confirmed"); the selection clears after it.
 */
export function BulkBar({
  selectedIds,
  actions,
  onClear,
}: {
  selectedIds: readonly number[];
  actions: readonly BulkAction[];
  onClear: () => void;
}) {
  const { t } = useTranslation('admin');
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const count = selectedIds.length;
  if (count === 0 && !asking) return null;

  const run = async (action: BulkAction) => {
    setRunning(action.id);
    try {
      const result = await action.run([...selectedIds]);
      if (result) {
        const parts = [action.doneMessage?.(result.done.length) ?? ''];
        if (result.skipped.length > 0) {
          const reasons = [...new Set(result.skipped.map((skip) => adminMessage(t, skip.message)))].join('; ');
          parts.push(t('bulk.skipped', { count: result.skipped.length, reasons }));
        }
        const message = parts.filter(Boolean).join(', ');
        if (result.done.length > 0) notify.success(message);
        else notify.error(message);
        onClear();
      }
    } catch (error) {
      notify.error(adminFailure(t, error, action.failedMessage));
    } finally {
      setRunning(null);
      setAsking(null);
    }
  };

  return (
    <>
      {count > 0 && (
        <div
          role="toolbar"
          aria-label={t('bulk.toolbar')}
          className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 dark:border-brand-800 dark:bg-brand-950/40"
        >
          <p className="text-sm font-medium">{t('table.selected', { count })}</p>
          <div className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <Button
                key={action.id}
                variant="secondary"
                busy={running === action.id}
                disabled={running !== null}
                onClick={() => (action.confirm ? setAsking(action) : void run(action))}
              >
                {action.icon}
                {action.label}
              </Button>
            ))}
          </div>
          <Button variant="ghost" className="ml-auto" disabled={running !== null} onClick={onClear}>
            {t('bulk.clear')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open && running === null) setAsking(null);
        }}
        title={asking?.label ?? ''}
        message={asking?.confirm?.(count) ?? ''}
        confirmLabel={asking?.label ?? ''}
        busy={running !== null}
        onConfirm={() => {
          if (asking) void run(asking);
        }}
      />
    </>
  );
}
