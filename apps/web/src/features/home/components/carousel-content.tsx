import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DestinationSummary, TourSummary, TrekSummary } from '@trails/contracts/catalogue';
import type { ListEnvelope } from '@trails/contracts/common';
import { BookNowLink } from '../../../components/catalogue/book-now-link';
import { DestinationCard } from '../../../components/catalogue/destination-card';
import { TourCard } from '../../../components/catalogue/tour-card';
import { TrekCard } from '../../../components/catalogue/trek-card';
import { ErrorState } from '../../../components/errors/error-state';
import { Carousel } from '../../../components/ui/carousel';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import type { CardKind } from './carousel-section';

export interface CardItems {
  destination: DestinationSummary;
  tour: TourSummary;
  trek: TrekSummary;
}

type AnyItem = CardItems[CardKind];

const CARDS: { [K in CardKind]: (item: CardItems[K]) => ReactNode } = {
  destination: (destination) => <DestinationCard destination={destination} />,
  // Book Now beside the card's link to the trip, as the spec's home page has it.
  tour: (tour) => <TourCard tour={tour} actions={<BookNowLink to={paths.booking(tour.id)} title={tour.title} />} />,
  trek: (trek) => <TrekCard trek={trek} actions={<BookNowLink to={paths.trekBooking(trek.id)} title={trek.title} />} />,
};

export interface CarouselContentProps {
  /** The list; its items are of the card kind. */
  query: UseQueryResult<ListEnvelope<AnyItem>>;
  kind: CardKind;
  /** Accessible name of the carousel (the section heading). */
  label: string;
  intervalMs: number;
  emptyText: string;
  visibleWide: 3 | 4;
  dots?: boolean;
}

/** A fetched home list: its cards in a carousel, or its error or empty state. */
export default function CarouselContent({
  query,
  kind,
  label,
  intervalMs,
  emptyText,
  visibleWide,
  dots = false,
}: CarouselContentProps) {
  const items = query.data?.data ?? [];
  if (query.isError && !query.data) return <ErrorState onRetry={() => void query.refetch()} busy={query.isFetching} />;
  if (items.length === 0) return <EmptyState title={emptyText} />;
  const render = CARDS[kind] as (item: AnyItem) => ReactNode;
  return (
    <Carousel label={label} intervalMs={intervalMs} visibleWide={visibleWide} dots={dots}>
      {items.map((item) => (
        <div key={item.slug} className="h-full">
          {render(item)}
        </div>
      ))}
    </Carousel>
  );
}
