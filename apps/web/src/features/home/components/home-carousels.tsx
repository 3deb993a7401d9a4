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
import { destinationsApi, toursApi, treksApi } from '@trails/contracts/catalogue';
import { HOME_SECTIONS } from '@trails/contracts/catalogue-constants';
import type { ListEnvelope } from '@trails/contracts/common';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../lib/hydration';
import { NEAR_SCREEN, useInViewOnce } from '../../../lib/use-in-view';
import { bandLinksQueryOptions, useBandLinks, type BandLink, type BandList } from '../api/get-band-links';
import type { CardItems } from './carousel-content';
import { CarouselBody, CarouselSection, CarouselSkeleton, type CardKind } from './carousel-section';
import { HomeSection } from './home-section';

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

interface ListParams {
  destination: QueryParams<DestinationsQuery>;
  tour: QueryParams<ToursQuery>;
  trek: QueryParams<TreksQuery>;
}

/** Where each kind's list is read, and each item's page. */
const LISTS: Record<CardKind, Pick<BandList, 'list' | 'link'>> = {
  destination: { list: destinationsApi.list, link: paths.destination },
  tour: { list: toursApi.list, link: paths.tour },
  trek: { list: treksApi.list, link: paths.trek },
};

interface HomeCarousel<K extends CardKind> {
  /** Its limit, timing and cards across in HOME_SECTIONS. */
  name: CarouselName;
  kind: K;
  /** The list's query, at most `limit` long. */
  params: (limit: number) => ListParams[K];
  /** The list to show (a hook: it is called on every render of the section). */
  useItems: (lists: HomeLists, params: ListParams[K]) => UseQueryResult<ListEnvelope<CardItems[K]>>;
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
    params: (limit) => ({ featured: true, limit }),
    useItems: (lists, params) => lists.useDestinations(params),
    keys: 'home.topDestinations',
    link: { to: paths.destinations(), labelKey: 'home.viewAllDestinations' },
  },
  {
    name: 'trendingDestinations',
    kind: 'destination',
    params: (limit) => ({ sort: 'trending', limit }),
    useItems: (lists, params) => lists.useDestinations(params),
    keys: 'home.trending',
  },
  {
    name: 'popularTours',
    kind: 'tour',
    params: (limit) => ({ sort: 'popular', limit }),
    useItems: (lists, params) => lists.useTours(params),
    keys: 'home.popularTours',
    link: { to: paths.tours(), labelKey: 'home.viewAllTours' },
  },
  {
    name: 'featuredTours',
    kind: 'tour',
    params: (limit) => ({ featured: true, limit }),
    useItems: (lists, params) => lists.useTours(params),
    keys: 'home.featuredTours',
  },
  {
    name: 'featuredTreks',
    kind: 'trek',
    params: (limit) => ({ featured: true, limit }),
    useItems: (lists, params) => lists.useTreks(params),
    keys: 'home.featuredTreks',
    link: { to: paths.treks(), labelKey: 'home.featuredTreks.viewAll' },
    dots: true,
  },
  {
    name: 'adventureTours',
    kind: 'tour',
    params: (limit) => ({ category: 'Adventure', limit }),
    useItems: (lists, params) => lists.useTours(params),
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
  const query = carousel.useItems(lists, carousel.params(settings.limit));
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

/** A later band's carousel, once it is near: its list is fetched from here on. */
function LaterCarouselBody<K extends CardKind>({
  carousel,
  lists,
  links,
}: {
  carousel: HomeCarousel<K>;
  lists: HomeLists;
  links?: readonly BandLink[];
}) {
  const { t } = useTranslation();
  const settings = HOME_SECTIONS[carousel.name];
  const query = carousel.useItems(lists, carousel.params(settings.limit));
  return (
    <CarouselBody
      query={query}
      kind={carousel.kind}
      label={t(`${carousel.keys}.title`)}
      intervalMs={settings.intervalMs}
      visibleWide={'visibleWide' in settings ? settings.visibleWide : undefined}
      dots={carousel.dots}
      emptyText={t(EMPTY_KEYS[carousel.kind])}
      links={links}
    />
  );
}

/**
 * A band below the first screen, as the server's first view and the hydration that matches it draw
 * it: its heading and link, and its first items' names as links in its cards' placeholders. Once
 * the page is the browser's and the band comes within a screen of the reader, its list is fetched
 * and its carousel takes the placeholders' place, of the same height, in the same band (its
 * heading stays the same element): a visit that never scrolls there loads neither.
 */
function LaterCarouselSection<K extends CardKind>({
  carousel,
  lists,
  tinted,
}: {
  carousel: HomeCarousel<K>;
  lists: HomeLists;
  tinted: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [ref, near] = useInViewOnce<HTMLElement>({ ...NEAR_SCREEN, enabled: hydrated });
  const settings = HOME_SECTIONS[carousel.name];
  const visibleWide = 'visibleWide' in settings ? settings.visibleWide : 3;
  const links = useBandLinks(
    carousel.name,
    { ...LISTS[carousel.kind], params: carousel.params(settings.limit) as BandList['params'], count: visibleWide },
    { enabled: !hydrated },
  );
  return (
    <HomeSection
      ref={ref}
      tinted={tinted}
      title={t(`${carousel.keys}.title`)}
      subtitle={t(`${carousel.keys}.subtitle`)}
      link={carousel.link && { to: carousel.link.to, label: t(carousel.link.labelKey) }}
    >
      {hydrated && near ? (
        <LaterCarouselBody carousel={carousel} lists={lists} links={links.data} />
      ) : (
        <CarouselSkeleton
          kind={carousel.kind}
          visibleWide={visibleWide}
          label={t('common.loading')}
          links={links.data}
        />
      )}
    </HomeSection>
  );
}

/** Carousels drawn whole in the server's first view; the ones after them come as the reader nears them. */
const FIRST_VIEW_CAROUSELS = 1;

/** The lists the carousels drawn whole in the first view show: their kind and parameters. */
export const firstViewBandLists = () =>
  HOME_CAROUSELS.slice(0, FIRST_VIEW_CAROUSELS).map((carousel) => ({
    kind: carousel.kind,
    params: carousel.params(HOME_SECTIONS[carousel.name].limit),
  }));

/** The queries of the later bands' links, as the first view reads them. */
export const laterBandLinksQueries = () =>
  HOME_CAROUSELS.slice(FIRST_VIEW_CAROUSELS).map((carousel) => {
    const settings = HOME_SECTIONS[carousel.name];
    return bandLinksQueryOptions(carousel.name, {
      ...LISTS[carousel.kind],
      params: carousel.params(settings.limit) as BandList['params'],
      count: 'visibleWide' in settings ? settings.visibleWide : 3,
    });
  });

/** Every carousel of the home page; every other one on a tinted band, to set them apart. */
export function HomeCarousels({ lists }: { lists: HomeLists }) {
  // Each carousel's list parameters and hook are of its own kind.
  return (HOME_CAROUSELS as HomeCarousel<CardKind>[]).map((carousel, index) =>
    index < FIRST_VIEW_CAROUSELS ? (
      <HomeCarouselSection key={carousel.name} carousel={carousel} lists={lists} tinted={index % 2 === 1} />
    ) : (
      <LaterCarouselSection key={carousel.name} carousel={carousel} lists={lists} tinted={index % 2 === 1} />
    ),
  );
}
