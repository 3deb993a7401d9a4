import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminImportResult } from '@trails/contracts/admin-catalogue';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { dataClient } from '../../lib/data-client';
import { adminFailure } from '../../lib/messages';
import { resourceKeys } from '../../lib/use-resource';

/** Export (CSV download) and Import (a CSV in the export's format) beside a list's Add button. */
export function CsvTools({ resource }: { resource: 'tours' | 'treks' }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [report, setReport] = useState<AdminImportResult | null>(null);

  const exportFile = async () => {
    setBusy('export');
    try {
      await dataClient.download(resource, 'export', `${resource}.csv`);
    } catch (error) {
      notify.error(adminFailure(t, error, t('trips.csv.exportFailed')));
    } finally {
      setBusy(null);
    }
  };

  const importFile = async (file: File) => {
    setBusy('import');
    setReport(null);
    try {
      const body = new FormData();
      body.append('file', file);
      const answer = await dataClient.action<AdminImportResult>(resource, undefined, 'bulk-import', body);
      const result = answer.data!;
      setReport(result);
      notify.success(t('trips.csv.imported', result));
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
    } catch (error) {
      notify.error(adminFailure(t, error, t('trips.csv.importFailed')));
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" busy={busy === 'export'} onClick={() => void exportFile()}>
        <Download className="size-4" aria-hidden="true" />
        {t('trips.csv.export')}
      </Button>
      <Button variant="secondary" busy={busy === 'import'} onClick={() => input.current?.click()}>
        <Upload className="size-4" aria-hidden="true" />
        {t('trips.csv.import')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('trips.csv.import')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void importFile(file);
        }}
      />
      {report && (
        <div role="status" className="w-full text-sm text-slate-700 dark:text-slate-300">
          <p>{t('trips.csv.imported', report)}</p>
          {report.errors.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-red-700 dark:text-red-300">
              {report.errors.map((failure) => (
                <li key={failure.row}>{t('trips.csv.rowFailed', { row: failure.row, message: failure.message })}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
