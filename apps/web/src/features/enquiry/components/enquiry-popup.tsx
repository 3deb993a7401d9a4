import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENQUIRY_DESTINATIONS, ENQUIRY_LIMITS } from '@trails/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { markPopupSeen, popupSeen } from '../lib/popup-seen';
import { EnquiryForm } from './enquiry-form';

/**
 * Opens once, 3 s after the page loads, unless this browser has seen it. Close, Maybe Later,
 * Escape, the backdrop or a successful enquiry mark it seen for good.
 */
export function EnquiryPopup() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (popupSeen()) return;
    const timer = window.setTimeout(() => setOpen(true), ENQUIRY_LIMITS.popupDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  const close = () => {
    markPopupSeen();
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={t('enquiry.popup.title')}
      description={t('enquiry.popup.subtitle')}
      closeLabel={t('enquiry.popup.close')}
    >
      <div className="overflow-y-auto px-5 py-4">
        <EnquiryForm
          source="popup"
          destinationChoices={ENQUIRY_DESTINATIONS}
          onSuccess={markPopupSeen}
          secondaryAction={
            <Button variant="ghost" onClick={close}>
              {t('enquiry.popup.later')}
            </Button>
          }
        />
      </div>
    </Dialog>
  );
}
