import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/hydration';
import { useInViewOnce } from '../../lib/use-in-view';

/** Cards visible at once: 1 below 768 px, 2 below 1024 px, then 3 (or 4). */
const SLIDE_BASIS = {
  3: 'basis-full md:basis-1/2 lg:basis-1/3',
  4: 'basis-full md:basis-1/2 lg:basis-1/4',
} as const;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. the section heading. */
  label: string;
  children: ReactNode;
  /** Auto-advance interval; paused on hover, on focus and when the reader prefers reduced motion. */
  intervalMs?: number;
  visibleWide?: 3 | 4;
  dots?: boolean;
}

/**
 * A swipeable row of cards with Previous/Next buttons and optional dots. Arrow keys move it when
 * it has focus; it loops and auto-advances.
 */
export function Carousel({ label, children, intervalMs, visibleWide = 3, dots = false }: CarouselProps) {
  const { t } = useTranslation();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  // The carousel library (and its autoplay) loads once the row is on the screen, or the reader
  // reaches for it first (a touch, the keyboard, a button): until then the row shows its first
  // cards, laid out as the carousel lays them out, and a visit that never gets there never loads it.
  const [regionRef, inView] = useInViewOnce<HTMLDivElement>({ threshold: 0 });
  const [reachedFor, setReachedFor] = useState(false);
  const active = inView || reachedFor;
  /** A button pressed before the library was there: done once it is. */
  const pending = useRef<'previous' | 'next' | null>(null);
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !active) return;
    let carousel: EmblaCarouselType | undefined;
    let cancelled = false;
    const autoplay = intervalMs && !prefersReducedMotion();
    void Promise.all([import('embla-carousel'), autoplay ? import('embla-carousel-autoplay') : undefined]).then(
      ([{ default: EmblaCarousel }, autoplayModule]) => {
        if (cancelled) return;
        const plugins = autoplayModule
          ? [
              autoplayModule.default({
                delay: intervalMs,
                stopOnMouseEnter: true,
                stopOnInteraction: false,
                stopOnFocusIn: true,
              }),
            ]
          : [];
        carousel = EmblaCarousel(viewport, { loop: true, align: 'start' }, plugins);
        if (pending.current === 'next') carousel.scrollNext();
        else if (pending.current === 'previous') carousel.scrollPrev();
        pending.current = null;
        setApi(carousel);
      },
    );
    return () => {
      cancelled = true;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [intervalMs, active]);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const slides = Children.toArray(children);
  // The server's HTML (and the hydration that matches it) holds only the cards a wide screen shows
  // at first; the others, off to the right, join the row when the carousel itself does (the row is
  // on the screen or reached for), not in the same task as the page's hydration.
  const hydrated = useHydrated();
  const shown = hydrated && active ? slides : slides.slice(0, visibleWide);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setSnaps(api.scrollSnapList());
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const move = useCallback(
    (direction: 'previous' | 'next') => {
      if (api) {
        if (direction === 'next') api.scrollNext();
        else api.scrollPrev();
        return;
      }
      pending.current = direction;
      setReachedFor(true);
    },
    [api],
  );
  const previous = useCallback(() => move('previous'), [move]);
  const next = useCallback(() => move('next'), [move]);
  const reachFor = () => setReachedFor(true);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  const arrowClass =
    'absolute top-1/2 z-10 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full border border-slate-200 bg-white/95 text-slate-800 shadow-md hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900/95 dark:text-slate-100';

  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onKeyDown={onKeyDown}
      onFocus={reachFor}
      onPointerDown={reachFor}
    >
      {/*
        The row starts flush with the viewport: embla measures slides with offsetLeft, and Chrome takes the
        translated row as their offset parent, so a padded viewport or a negative left margin on the row
        shifts every snap by that much after a resize. The gap is each slide's right padding instead.
      */}
      <div ref={viewportRef} className="relative overflow-hidden py-2">
        <div className="relative -mr-6 flex touch-pan-y">
          {shown.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: index + 1, count: slides.length })}
              className={`min-w-0 shrink-0 grow-0 pr-6 ${SLIDE_BASIS[visibleWide]}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <>
          <button
            type="button"
            className={`${arrowClass} -left-2 sm:-left-4`}
            onClick={previous}
            aria-label={t('carousel.previous')}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${arrowClass} -right-2 sm:-right-4`}
            onClick={next}
            aria-label={t('carousel.next')}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </>
      )}
      {dots && snaps.length > 1 && (
        <div className="mt-4 flex justify-center gap-1">
          {snaps.map((_, index) => (
            <button
              key={index}
              type="button"
              onClick={() => api?.scrollTo(index)}
              aria-label={t('carousel.goTo', { index: index + 1 })}
              aria-current={index === selected || undefined}
              className="flex size-6 items-center justify-center"
            >
              <span
                className={`block h-2 rounded-full transition-all ${index === selected ? 'w-6 bg-brand-700' : 'w-2 bg-slate-300 dark:bg-slate-600'}`}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
