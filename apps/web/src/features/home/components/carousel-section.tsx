import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import type { BandLink } from '../api/get-band-links';
import type { CarouselContentProps } from './carousel-content';
import { HomeSection, type HomeSectionProps } from './home-section';

/**
 * The cards, the carousel and its library, and the error and empty states load after the first
 * view, while the lists are fetched; until both are there the section shows card placeholders.
 */
const loadContent = () => import('./carousel-content');
const CarouselContent = lazy(loadContent);

/** Hides the skeletons a carousel of this width would not show, so loading takes the same room. */
const SKELETON_VISIBILITY = ['', 'hidden md:block', 'hidden lg:block', 'hidden lg:block'];

export type CardKind = 'destination' | 'tour' | 'trek';

/** One placeholder line with the height of the text line it stands for. */
function Line({ height = 'h-5', width }: { height?: string; width: string }) {
  return (
    <div className={`flex items-center ${height}`}>
      <Skeleton className={`h-3.5 ${width}`} />
    </div>
  );
}

/** The lines of each card's title: a trip's title takes two lines, a place's name one. */
const TITLE_LINES: Record<CardKind, ReactNode> = {
  destination: <Line height="h-7" width="w-2/3" />,
  tour: (
    <div>
      <Line height="h-7" width="w-full" />
      <Line height="h-7" width="w-1/2" />
    </div>
  ),
  trek: (
    <div>
      <Line height="h-7" width="w-full" />
      <Line height="h-7" width="w-1/2" />
    </div>
  ),
};

/** The lines of the rest of each card's text, so a placeholder is as tall as the card that replaces it. */
const CARD_LINES: Record<CardKind, ReactNode> = {
  destination: (
    <>
      <Line width="w-1/2" />
      <div>
        <Line width="w-full" />
        <Line width="w-1/3" />
      </div>
      <div>
        <Line width="w-full" />
        <Line width="w-full" />
        <Line width="w-2/3" />
      </div>
      <Line width="w-1/2" />
      <div className="pt-2">
        <Line width="w-20" />
      </div>
    </>
  ),
  tour: (
    <>
      <Line width="w-2/3" />
      <Line width="w-1/2" />
      <div className="pt-2">
        <Line height="h-7" width="w-1/3" />
      </div>
    </>
  ),
  trek: (
    <>
      <div>
        <Line width="w-full" />
        <Line width="w-1/3" />
      </div>
      <Line width="w-1/2" />
      <div className="pt-2">
        <Line height="h-7" width="w-1/3" />
      </div>
    </>
  ),
};

/** The card's title as a link, on the first line of the title's room. */
function TitleLink({ kind, link }: { kind: CardKind; link: BandLink }) {
  return (
    <div>
      <p className="flex h-7 min-w-0 items-center">
        <Link to={link.to} className="truncate text-lg font-semibold text-slate-900 hover:underline dark:text-slate-50">
          {link.name}
        </Link>
      </p>
      {kind !== 'destination' && <Line height="h-7" width="w-1/2" />}
    </div>
  );
}

/** A card's placeholder; with a link, its title is that link (the rest is hidden from screen readers). */
function CardPlaceholder({ kind, link }: { kind: CardKind; link?: BandLink }) {
  return (
    <div aria-hidden={link ? undefined : 'true'} className="card-placeholder">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        {link ? <TitleLink kind={kind} link={link} /> : TITLE_LINES[kind]}
        {CARD_LINES[kind]}
      </div>
    </div>
  );
}

/**
 * Card placeholders laid out like the carousel's visible row: 1, 2, then 3 or 4 across. Given the
 * list's first names and addresses, each placeholder shows its card's title as a link.
 */
export function CarouselSkeleton({
  kind,
  visibleWide = 3,
  label,
  links,
}: {
  kind: CardKind;
  visibleWide?: 3 | 4;
  label: string;
  links?: readonly BandLink[];
}) {
  return (
    <div
      role="status"
      className={`grid gap-6 py-2 md:grid-cols-2 ${visibleWide === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
    >
      <span className="sr-only">{label}</span>
      {SKELETON_VISIBILITY.slice(0, visibleWide).map((visibility, index) => (
        <div key={index} className={visibility}>
          <CardPlaceholder kind={kind} link={links?.[index]} />
        </div>
      ))}
    </div>
  );
}

type CarouselBodyProps = Omit<CarouselContentProps, 'label' | 'visibleWide'> & {
  /** The carousel's name for screen readers: its band's title. */
  label: string;
  visibleWide?: 3 | 4;
  /** The list's first names and addresses, shown in the placeholders while the cards load. */
  links?: readonly BandLink[];
};

/** A band's list as a carousel, with its loading, error and empty states (inside its HomeSection). */
export function CarouselBody({
  query,
  kind,
  intervalMs,
  emptyText,
  label,
  visibleWide = 3,
  dots = false,
  links,
}: CarouselBodyProps) {
  const { t } = useTranslation();
  useEffect(() => {
    // A task of its own: starting the downloads (a link per module) inside the commit that ends
    // hydration made that one task longer than a frame.
    const timer = setTimeout(() => void loadContent(), 0);
    return () => clearTimeout(timer);
  }, []);
  const skeleton = <CarouselSkeleton kind={kind} visibleWide={visibleWide} label={t('common.loading')} links={links} />;
  return query.isPending ? (
    skeleton
  ) : (
    <Suspense fallback={skeleton}>
      <CarouselContent
        query={query}
        kind={kind}
        label={label}
        intervalMs={intervalMs}
        emptyText={emptyText}
        visibleWide={visibleWide}
        dots={dots}
      />
    </Suspense>
  );
}

type CarouselSectionProps = Omit<HomeSectionProps, 'children'> & Omit<CarouselBodyProps, 'label' | 'links'>;

/** A home section showing a list as a carousel, with its loading, error and empty states. */
export function CarouselSection({
  query,
  kind,
  intervalMs,
  emptyText,
  visibleWide = 3,
  dots = false,
  ...section
}: CarouselSectionProps) {
  return (
    <HomeSection {...section}>
      <CarouselBody
        query={query}
        kind={kind}
        label={section.title}
        intervalMs={intervalMs}
        emptyText={emptyText}
        visibleWide={visibleWide}
        dots={dots}
      />
    </HomeSection>
  );
}
