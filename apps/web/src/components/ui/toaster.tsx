import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TIMINGS } from '@trails/contracts';
import { toasterMounted } from '../../lib/notify';
import { useTheme } from '../../lib/theme';

/** Where toasts appear, in the site's theme. Loaded on demand (see lib/notify). */
export default function Toaster() {
  const { theme } = useTheme();
  // Runs after the toast library's own effects below, so it listens by then.
  useEffect(toasterMounted, []);
  return <Sonner position="top-right" duration={TIMINGS.toastMs} theme={theme} closeButton visibleToasts={5} />;
}
