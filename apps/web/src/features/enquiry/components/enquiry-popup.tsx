import { lazy, Suspense, useEffect, useState } from 'react';
import { ENQUIRY_LIMITS } from '@trails/contracts';
import { markPopupSeen, popupSeen } from '../lib/popup-seen';

const EnquiryPopupDialog = lazy(() => import('./enquiry-popup-dialog'));

/**
 * Opens once, 3 s after the page loads, unless this browser has seen it. Close, Maybe Later,
 * Escape, the backdrop or a successful enquiry mark it seen for good.
 */
export function EnquiryPopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (popupSeen()) return;
    const timer = window.setTimeout(() => setOpen(true), ENQUIRY_LIMITS.popupDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <EnquiryPopupDialog
        onClose={() => {
          markPopupSeen();
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
