import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TIMINGS } from '@trails/contracts/constants';
import { toasterMounted } from '../../lib/notify';
import { useTheme } from '../../lib/theme';

/** Where toasts appear, in the site's theme. Loaded on demand (see lib/notify). */
export default function Toaster() {
  const { theme } = useTheme();
  // Runs after the toast library's own effects below, so it listens by then.
  useEffect(toasterMounted, []);
  // Below the sticky header (4 rem), never over its account menu: a pointer resting on a toast
  // keeps it open, so a toast over the menu could hide it for as long as one aims at it.
  return (
    <Sonner
      position="top-right"
      offset={{ top: 'calc(4rem + 12px)', right: 16 }}
      mobileOffset={{ top: 'calc(4rem + 8px)' }}
      // The library sets its own system font stack; the site's fonts carry Devanagari, which a
      // visitor's system may not have.
      style={{ fontFamily: 'inherit' }}
      duration={TIMINGS.toastMs}
      theme={theme}
      closeButton
      visibleToasts={5}
    />
  );
}
