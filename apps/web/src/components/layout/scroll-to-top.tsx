import { useEffect, useRef, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '@trails/contracts/constants';

/** Mark an element the button must never cover (a sticky sidebar, a booking summary, a fixed bar). */
export const SCROLL_TOP_AVOID = { 'data-scroll-top-avoid': '' } as const;

type Box = Pick<DOMRect, 'top' | 'right' | 'bottom' | 'left'>;

/** Whether two boxes share any area (touching edges do not count). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * One button, shown after 300 px of scrolling, and only while it covers nothing marked
 * `data-scroll-top-avoid`: at a laptop's width the sticky sidebars reach the corner it sits in, and
 * at a phone's the booking summary scrolls under it. Checked once a frame at most, on scroll, on resize,
 * and when the page or a marked element changes size without a scroll (a list that loads as the reader
 * nears it grows the page and brings a sticky sidebar back down into the corner).
 */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    let frame = 0;
    let resized: ResizeObserver | null = null;
    const measure = () => {
      frame = 0;
      if (window.scrollY <= TIMINGS.scrollTopAfterPx) return setVisible(false);
      // Measured where the button is (or would be, while hidden): its fixed place in the corner.
      const shown = button.current && !button.current.hidden ? button.current.getBoundingClientRect() : null;
      const self = shown ?? cornerBox();
      const avoided = Array.from(document.querySelectorAll('[data-scroll-top-avoid]'));
      // Observing an element already observed does nothing, so marked elements that came later join here.
      for (const element of avoided) resized?.observe(element);
      const covers = avoided.some((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && boxesOverlap(self, box);
      });
      setVisible(!covers);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    if (typeof ResizeObserver !== 'undefined') resized = new ResizeObserver(schedule);
    resized?.observe(document.body);
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return (
    <button
      ref={button}
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('common.scrollToTop')}
      hidden={!visible}
      className="fixed bottom-24 right-6 z-40 inline-flex lg:bottom-6 size-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 [&[hidden]]:hidden"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}

/** The button's box (44 px, 24 px from the right; 96 px from the bottom below 1024 px, else 24 px). */
function cornerBox(): Box {
  const bottomGap = window.innerWidth >= 1024 ? 24 : 96;
  const right = window.innerWidth - 24;
  const bottom = window.innerHeight - bottomGap;
  return { top: bottom - 44, bottom, left: right - 44, right };
}
