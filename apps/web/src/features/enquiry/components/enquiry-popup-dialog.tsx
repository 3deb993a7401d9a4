import { useTranslation } from 'react-i18next';
import { ENQUIRY_DESTINATIONS } from '@trails/contracts/enquiry-constants';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { markPopupSeen } from '../lib/popup-seen';
import { EnquiryForm } from './enquiry-form';

/** The pop-up itself, loaded only when it opens (the form and its validation stay off the first view). */
export default function EnquiryPopupDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('enquiry.popup.title')}
      description={t('enquiry.popup.subtitle')}
      closeLabel={t('enquiry.popup.close')}
    >
      <div className="overflow-y-auto px-5 py-4">
        <EnquiryForm
          source="popup"
          destinationChoices={ENQUIRY_DESTINATIONS}
          stickyActions
          onSuccess={markPopupSeen}
          secondaryAction={
            <Button variant="ghost" onClick={onClose}>
              {t('enquiry.popup.later')}
            </Button>
          }
        />
      </div>
    </Dialog>
  );
}
