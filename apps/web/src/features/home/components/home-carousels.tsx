import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  HOME_SECTIONS,
  type DestinationSummary,
  type ListEnvelope,
  type TourSummary,
  type TrekSummary,
} from '@trails/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useDestinations } from '../../destinations/api/get-destinations';
import { useTours } from '../../tours/api/get-tours';
import { useTreks } from '../../treks/api/get-treks';
import { DestinationCard } from '../../../components/catalogue/destination-card';
import { TourCard } from '../../../components/catalogue/tour-card';
import { TrekCard } from '../../../components/catalogue/trek-card';
import { CarouselSection, type CardKind } from './carousel-section';

interface CardItems {
  destination: DestinationSummary;
  tour: TourSummary;
  trek: TrekSummary;
}

const CARDS: { [K in CardKind]: { render: (item: CardItems[K]) => ReactNode; emptyKey: string } } = {
  destination: {
    render: (destination) => <DestinationCard destination={destination} />,
    emptyKey: 'home.noDestinations',
  },
  tour: { render: (tour) => <TourCard tour={tour} />, emptyKey: 'home.noTours' },
  trek: { render: (trek) => <TrekCard trek={trek} />, emptyKey: 'home.noTreks' },
};

type CarouselName =
  'topDestinations' | 'trendingDestinations' | 'popularTours' | 'featuredTours' | 'featuredTreks' | 'adventureTours';

interface HomeCarousel<K extends CardKind> {
  /** Its limit, timing and cards across in HOME_SECTIONS. */
  name: CarouselName;
  kind: K;
  /** The list to show, at most `limit` long (a hook: it is called on every render of the section). */
  useItems: (limit: number) => UseQueryResult<ListEnvelope<CardItems[K]>>;
  /** `<keys>.title` and `<keys>.subtitle`. */
  keys: string;
  /** A "View all" link: address and label key. */
  link?: { to: string; labelKey: string };
  dots?: boolean;
}

type AnyHomeCarousel = { [K in CardKind]: HomeCarousel<K> }[CardKind];

/** The home page's carousels, top to bottom. */
export const HOME_CAROUSELS: AnyHomeCarousel[] = [
  {
    name: 'topDestinations',
    kind: 'destination',
    useItems: (limit) => useDestinations({ featured: true, limit }),
    keys: 'home.topDestinations',
    link: { to: paths.destinations(), labelKey: 'home.viewAllDestinations' },
  },
  {
    name: 'trendingDestinations',
    kind: 'destination',
    useItems: (limit) => useDestinations({ sort: 'trending', limit }),
    keys: 'home.trending',
  },
  {
    name: 'popularTours',
    kind: 'tour',
    useItems: (limit) => useTours({ sort: 'popular', limit }),
    keys: 'home.popularTours',
    link: { to: paths.tours(), labelKey: 'home.viewAllTours' },
  },
  {
    name: 'featuredTours',
    kind: 'tour',
    useItems: (limit) => useTours({ featured: true, limit }),
    keys: 'home.featuredTours',
  },
  {
    name: 'featuredTreks',
    kind: 'trek',
    useItems: (limit) => useTreks({ featured: true, limit }),
    keys: 'home.featuredTreks',
    link: { to: paths.treks(), labelKey: 'home.featuredTreks.viewAll' },
    dots: true,
  },
  {
    name: 'adventureTours',
    kind: 'tour',
    useItems: (limit) => useTours({ category: 'Adventure', limit }),
    keys: 'home.adventureTours',
    link: { to: `${paths.tours()}?category=Adventure`, labelKey: 'home.adventureTours.viewAll' },
  },
];

function HomeCarouselSection<K extends CardKind>({ carousel, tinted }: { carousel: HomeCarousel<K>; tinted: boolean }) {
  const { t } = useTranslation();
  const settings = HOME_SECTIONS[carousel.name];
  const query = carousel.useItems(settings.limit);
  const card = CARDS[carousel.kind];
  return (
    <CarouselSection
      tinted={tinted}
      title={t(`${carousel.keys}.title`)}
      subtitle={t(`${carousel.keys}.subtitle`)}
      link={carousel.link && { to: carousel.link.to, label: t(carousel.link.labelKey) }}
      query={query}
      kind={carousel.kind}
      renderItem={card.render}
      itemKey={(item) => item.slug}
      intervalMs={settings.intervalMs}
      visibleWide={'visibleWide' in settings ? settings.visibleWide : undefined}
      dots={carousel.dots}
      emptyText={t(card.emptyKey)}
    />
  );
}

/** Every carousel of the home page; every other one on a tinted band, to set them apart. */
export function HomeCarousels() {
  return HOME_CAROUSELS.map((carousel, index) => (
    <HomeCarouselSection key={carousel.name} carousel={carousel} tinted={index % 2 === 1} />
  ));
}
