import { lazy, Suspense, useEffect, useState } from 'react';
import { ENQUIRY_LIMITS } from '@trails/contracts/enquiry-constants';
import { markPopupSeen, popupSeen } from '../lib/popup-seen';

const EnquiryPopupDialog = lazy(() => import('./enquiry-popup-dialog'));

/**
 * Whether the reader has shown real interest: scrolled past the first screen and half the page,
 * or moved the pointer out through the top of the window (towards the tabs or the address bar).
 */
function engaged(event?: Event): boolean {
  if (event instanceof MouseEvent)
    return event.type === 'mouseout' && event.relatedTarget === null && event.clientY <= 0;
  const { scrollY, innerHeight } = window;
  return scrollY > innerHeight && scrollY + innerHeight >= document.documentElement.scrollHeight / 2;
}

/**
 * Offers the enquiry form once per visitor, and only after real engagement: never over the first
 * screen, and not before the spec's 3 s. Opening it marks it seen; close, Maybe Later, Escape, the
 * backdrop or a successful enquiry close it.
 */
export function EnquiryPopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (popupSeen()) return;
    let armed = false;
    const watch = (event?: Event) => {
      if (!armed || !engaged(event)) return;
      stop();
      markPopupSeen();
      setOpen(true);
    };
    const timer = window.setTimeout(() => {
      armed = true;
      watch();
    }, ENQUIRY_LIMITS.popupDelayMs);
    const onScroll = () => watch();
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('mouseout', watch);
    function stop() {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('mouseout', watch);
    }
    return stop;
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
