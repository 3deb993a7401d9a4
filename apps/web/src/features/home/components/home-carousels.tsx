import type { UseQueryResult } from '@tanstack/react-query';
import type {
  DestinationsQuery,
  DestinationSummary,
  QueryParams,
  ToursQuery,
  TourSummary,
  TreksQuery,
  TrekSummary,
} from '@trails/contracts/catalogue';
import { HOME_SECTIONS } from '@trails/contracts/catalogue-constants';
import type { ListEnvelope } from '@trails/contracts/common';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import type { CardItems } from './carousel-content';
import { CarouselSection, type CardKind } from './carousel-section';

const EMPTY_KEYS: Record<CardKind, string> = {
  destination: 'home.noDestinations',
  tour: 'home.noTours',
  trek: 'home.noTreks',
};

/**
 * The list hooks of the destinations, tours and treks features: the route passes them in, so this
 * feature imports none of those and each list keeps its query key in its own feature.
 */
export interface HomeLists {
  useDestinations: (params: QueryParams<DestinationsQuery>) => UseQueryResult<ListEnvelope<DestinationSummary>>;
  useTours: (params: QueryParams<ToursQuery>) => UseQueryResult<ListEnvelope<TourSummary>>;
  useTreks: (params: QueryParams<TreksQuery>) => UseQueryResult<ListEnvelope<TrekSummary>>;
}

type CarouselName =
  'topDestinations' | 'trendingDestinations' | 'popularTours' | 'featuredTours' | 'featuredTreks' | 'adventureTours';

interface HomeCarousel<K extends CardKind> {
  /** Its limit, timing and cards across in HOME_SECTIONS. */
  name: CarouselName;
  kind: K;
  /** The list to show, at most `limit` long (a hook: it is called on every render of the section). */
  useItems: (lists: HomeLists, limit: number) => UseQueryResult<ListEnvelope<CardItems[K]>>;
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
    useItems: (lists, limit) => lists.useDestinations({ featured: true, limit }),
    keys: 'home.topDestinations',
    link: { to: paths.destinations(), labelKey: 'home.viewAllDestinations' },
  },
  {
    name: 'trendingDestinations',
    kind: 'destination',
    useItems: (lists, limit) => lists.useDestinations({ sort: 'trending', limit }),
    keys: 'home.trending',
  },
  {
    name: 'popularTours',
    kind: 'tour',
    useItems: (lists, limit) => lists.useTours({ sort: 'popular', limit }),
    keys: 'home.popularTours',
    link: { to: paths.tours(), labelKey: 'home.viewAllTours' },
  },
  {
    name: 'featuredTours',
    kind: 'tour',
    useItems: (lists, limit) => lists.useTours({ featured: true, limit }),
    keys: 'home.featuredTours',
  },
  {
    name: 'featuredTreks',
    kind: 'trek',
    useItems: (lists, limit) => lists.useTreks({ featured: true, limit }),
    keys: 'home.featuredTreks',
    link: { to: paths.treks(), labelKey: 'home.featuredTreks.viewAll' },
    dots: true,
  },
  {
    name: 'adventureTours',
    kind: 'tour',
    useItems: (lists, limit) => lists.useTours({ category: 'Adventure', limit }),
    keys: 'home.adventureTours',
    link: { to: `${paths.tours()}?category=Adventure`, labelKey: 'home.adventureTours.viewAll' },
  },
];

function HomeCarouselSection<K extends CardKind>({
  carousel,
  lists,
  tinted,
}: {
  carousel: HomeCarousel<K>;
  lists: HomeLists;
  tinted: boolean;
}) {
  const { t } = useTranslation();
  const settings = HOME_SECTIONS[carousel.name];
  const query = carousel.useItems(lists, settings.limit);
  return (
    <CarouselSection
      tinted={tinted}
      title={t(`${carousel.keys}.title`)}
      subtitle={t(`${carousel.keys}.subtitle`)}
      link={carousel.link && { to: carousel.link.to, label: t(carousel.link.labelKey) }}
      query={query}
      kind={carousel.kind}
      intervalMs={settings.intervalMs}
      visibleWide={'visibleWide' in settings ? settings.visibleWide : undefined}
      dots={carousel.dots}
      emptyText={t(EMPTY_KEYS[carousel.kind])}
    />
  );
}

/** Every carousel of the home page; every other one on a tinted band, to set them apart. */
export function HomeCarousels({ lists }: { lists: HomeLists }) {
  return HOME_CAROUSELS.map((carousel, index) => (
    <HomeCarouselSection key={carousel.name} carousel={carousel} lists={lists} tinted={index % 2 === 1} />
  ));
}
