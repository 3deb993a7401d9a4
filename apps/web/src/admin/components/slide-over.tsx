import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';

/** A right-hand detail panel (Enquiry Details, User Details), max 2xl wide, full width on a phone. */
export function SlideOver({
  open,
  onOpenChange,
  title,
  children,
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={t('actions.close')}
      placement="right"
      widthClass="sm:max-w-2xl"
    >
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
      {footer && (
        <div className="flex justify-end gap-3 border-t border-slate-200 px-5 py-4 dark:border-slate-700">{footer}</div>
      )}
    </Dialog>
  );
}
