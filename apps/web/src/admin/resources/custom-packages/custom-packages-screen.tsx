import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminCustomPackage } from '@trails/contracts/admin-custom-packages';
import { AddressedList } from '../../components/addressed-list';
import { dataClient } from '../../lib/data-client';
import { resourceKeys } from '../../lib/use-resource';
import { CustomPackageDialog } from './custom-package-dialog';
import {
  CUSTOM_PACKAGES,
  customPackageColumns,
  customPackagesList,
  useCustomPackageCounts,
} from './custom-packages.resource';

const CARDS = ['total', 'requested', 'quoted', 'confirmed'] as const;

/** /admin/custom-packages: the four cards, the requests newest first, and the detail dialog. */
export default function CustomPackagesScreen() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const [openId, setOpenId] = useState<number | null>(null);
  const counts = useCustomPackageCounts();
  const columns = useMemo(() => customPackageColumns(t, i18n.language), [t, i18n.language]);
  // The open request, fresh after every write (its key is under the resource's).
  const detail = useQuery({
    queryKey: resourceKeys.one(CUSTOM_PACKAGES, openId ?? 0),
    queryFn: () => dataClient.get<AdminCustomPackage>(CUSTOM_PACKAGES, openId!),
    enabled: openId !== null,
  });
  const title = t('customPackages.title');
  const open = openId !== null && detail.data?.id === openId ? detail.data : null;

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{title}</h1>

      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={title}>
        {CARDS.map((card) => (
          <li
            key={card}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
          >
            <p className="text-sm text-slate-600 dark:text-slate-400">{t(`customPackages.cards.${card}`)}</p>
            <p className="mt-1 text-2xl font-bold" data-card={card}>
              {counts.data ? counts.data[card] : counts.isError ? '–' : '…'}
            </p>
          </li>
        ))}
      </ul>

      <AddressedList
        name={CUSTOM_PACKAGES}
        config={customPackagesList}
        caption={title}
        searchLabel={t('customPackages.search')}
        columns={columns}
        rowLabel={(row) => row.user.name}
        actions={(row) => (
          <div className="flex justify-end">
            <button
              type="button"
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 dark:text-brand-300 dark:hover:bg-brand-950/50"
              aria-label={t('customPackages.viewNamed', { name: row.user.name })}
              onClick={() => setOpenId(row.id)}
            >
              <Eye className="size-4" aria-hidden="true" />
              {t('customPackages.view')}
            </button>
          </div>
        )}
      />

      {open && (
        <CustomPackageDialog key={`${open.id}-${open.updated_at}`} record={open} onClose={() => setOpenId(null)} />
      )}
    </div>
  );
}
