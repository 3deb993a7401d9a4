import {
  destinationsQuery,
  toursQuery,
  treksQuery,
  type DestinationDetail,
  type TourDetail,
  type TrekDetail,
} from '@trails/contracts/catalogue';
import type { Locale } from '@trails/contracts/constants';
import { CATALOGUE_KINDS, type ItemKind } from '../catalogue/catalogue.kinds.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { DestinationsService } from '../destinations/destinations.service.ts';
import type { PageMeta } from './html.ts';
import type { PageContext, PagesOptions, SitemapEntry } from './pages.routes.ts';

/** sitemap.xml lists at most this many destinations, tours and treks each (the format allows 50,000 URLs). */
const SITEMAP_PER_KIND = 15_000;

export const SCHEMA = 'https://schema.org';

type Crumb = { name: string; url: string };

/** How many items of a list page its ItemList names: the first page the visitor sees. */
const LIST_PAGE_ITEMS = 12;

/** `/images/x.svg` -> `https://site/images/x.svg`; an absolute URL stays as it is. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The page's breadcrumb from the home page, named and addressed in the page's language. */
export function breadcrumbs(context: PageContext, ...trail: Crumb[]): object {
  const crumbs = [{ name: context.text('nav.home', 'Home'), url: context.url('/') }, ...trail];
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** A tour's category, or a trek's difficulty, as the page's language names it. */
function kindWords(item: TourDetail | TrekDetail, context: PageContext): (string | null)[] {
  return 'category' in item
    ? [context.text(`catalogue.category.${item.category}`, item.category), context.text('pages.tour', 'Tour')]
    : [
        context.text('pages.trek', 'Trek'),
        context.text(`catalogue.difficulty.${item.difficulty_level}`, item.difficulty_level),
        item.trek_grade,
      ];
}

/** TouristTrip and Product (with its Offer, and AggregateRating when there are reviews) of a tour or trek. */
function tripJsonLd(item: TourDetail | TrekDetail, url: string, images: string[], context: PageContext): object[] {
  const offer = {
    '@type': 'Offer',
    price: item.price,
    priceCurrency: context.site.currency,
    availability: 'https://schema.org/InStock',
    url,
  };
  const description = item.short_description ?? item.description ?? undefined;
  const trip = {
    '@context': SCHEMA,
    '@type': 'TouristTrip',
    name: item.title,
    description,
    url,
    image: images,
    offers: offer,
    touristType: 'category' in item ? context.text(`catalogue.category.${item.category}`, item.category) : undefined,
    itinerary: item.itinerary.length
      ? {
          '@type': 'ItemList',
          numberOfItems: item.itinerary.length,
          itemListElement: item.itinerary.map((day) => ({
            '@type': 'ListItem',
            position: day.day_number,
            name: day.title,
          })),
        }
      : undefined,
    provider: { '@type': 'Organization', name: context.site.site_name, url: context.url('/') },
  };
  const product = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: item.title,
    description,
    image: images,
    sku: item.slug,
    brand: { '@type': 'Brand', name: context.site.site_name },
    offers: offer,
    ...(item.review_count > 0 && item.rating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: item.rating,
            reviewCount: item.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return [trip, product];
}

function destinationJsonLd(place: DestinationDetail, url: string, images: string[]): object {
  const hasGeo = place.latitude !== null && place.longitude !== null;
  return {
    '@context': SCHEMA,
    '@type': 'TouristDestination',
    name: place.name,
    description: place.short_description ?? place.tagline ?? undefined,
    url,
    image: images,
    address: {
      '@type': 'PostalAddress',
      addressLocality: place.city ?? undefined,
      addressRegion: place.state ?? undefined,
      addressCountry: place.country,
    },
    ...(hasGeo ? { geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude } } : {}),
  };
}

type Resolved = Partial<PageMeta> & { notFound?: boolean };

/** The title of a trip's not-available page, as the web app's one reads in the page's language. */
const notAvailableTitle = (kind: ItemKind, title: string, context: PageContext) =>
  context.text(`${kind}.notAvailable.title`, `${title} is not available`, { title });

/** A list page: its breadcrumb and an ItemList of the items on its first page, linked by slug. */
function listPageJsonLd(
  context: PageContext,
  section: Crumb,
  itemPath: string,
  items: { slug: string; name: string }[],
): object[] {
  return [
    breadcrumbs(context, section),
    {
      '@context': SCHEMA,
      '@type': 'ItemList',
      name: section.name,
      url: section.url,
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        url: context.url(`${itemPath}/${encodeURIComponent(item.slug)}`),
      })),
    },
  ];
}

/**
 * Title, description, canonical link (the English address: the page names its language's), the
 * page's own address in its language, image; JSON-LD added by the caller.
 */
function baseMeta(
  item: {
    slug: string;
    meta_title: string | null;
    meta_description: string | null;
    images: string[];
    image: string | null;
  },
  name: string,
  summary: string | null,
  path: string,
  context: PageContext,
): Resolved & { canonicalUrl: string; images: string[]; pageUrl: string } {
  const images = [...new Set([...item.images, ...(item.image ? [item.image] : [])])].map((image) =>
    absoluteUrl(context.origin, image),
  );
  return {
    title: item.meta_title || name,
    description: item.meta_description || summary || context.site.site_description,
    canonicalUrl: `${context.origin}${path}/${encodeURIComponent(item.slug)}`,
    pageUrl: context.url(`${path}/${encodeURIComponent(item.slug)}`),
    ...(images[0] ? { imageUrl: images[0] } : {}),
    images,
  };
}

/**
 * Page meta of the catalogue's own pages (tour, trek, destination: by id or slug), and the sitemap
 * entries of every public one.
 */
export function cataloguePages({
  tours,
  treks,
  destinations,
}: {
  tours: CatalogueService<'tour'>;
  treks: CatalogueService<'trek'>;
  destinations: DestinationsService;
}): Required<PagesOptions> {
  const catalogue = { tour: tours, trek: treks };

  /** The page of one tour or trek: the kind says where it lives and which list it belongs to. */
  const tripPage =
    (kind: ItemKind) =>
    async ({ id = '' }: Record<string, string>, context: PageContext): Promise<Resolved> => {
      const { pagePath: path, section } = CATALOGUE_KINDS[kind];
      const item: TourDetail | TrekDetail | null = await catalogue[kind].find(id, context.locale);
      if (!item) {
        // A trip that exists but is not bookable now: a page of its own (200), kept out of search
        // results until it is active again. Nothing of it but its title.
        const unavailable = await catalogue[kind].notAvailable(id, undefined, context.locale);
        return unavailable
          ? { title: notAvailableTitle(kind, unavailable.title, context), noindex: true }
          : { notFound: true };
      }
      const { images, pageUrl, ...meta } = baseMeta(item, item.title, item.short_description, path, context);
      // The picture each page puts first: a tour's gallery starts with its main image, a trek's
      // hero with the first of its pictures.
      const hero = kind === 'tour' ? (item.image ?? item.images[0]) : (item.images[0] ?? item.image);
      return {
        ...meta,
        // The spec's keywords: what kind of trip it is (a tour's category; a trek's difficulty and
        // grade) and where it goes.
        keywords: [
          ...kindWords(item, context),
          item.destination.name,
          item.destination.state,
          item.destination.country,
        ],
        ...(hero ? { heroImage: hero } : {}),
        type: 'product',
        jsonLd: [
          ...tripJsonLd(item, pageUrl, images, context),
          breadcrumbs(
            context,
            { name: context.text(`nav.${kind}s`, section), url: context.url(`${path}s`) },
            { name: item.title, url: pageUrl },
          ),
        ],
      };
    };

  const listPage =
    (
      name: { key: string; english: string },
      path: string,
      itemPath: string,
      load: (lang: Locale | undefined) => Promise<{ slug: string; name: string }[]>,
    ) =>
    async (_params: Record<string, string>, context: PageContext): Promise<Resolved> => ({
      jsonLd: listPageJsonLd(
        context,
        { name: context.text(name.key, name.english), url: context.url(path) },
        itemPath,
        await load(context.locale),
      ),
    });
  const firstTours = async (lang: Locale | undefined) =>
    (await tours.list(toursQuery.parse({ per_page: LIST_PAGE_ITEMS, lang }))).data.map((tour) => ({
      slug: tour.slug,
      name: tour.title,
    }));

  return {
    resolvers: {
      '/tours': listPage({ key: 'nav.tours', english: 'Tours' }, '/tours', '/tour', firstTours),
      '/packages': listPage({ key: 'nav.packages', english: 'Packages' }, '/packages', '/tour', firstTours),
      '/treks': listPage({ key: 'nav.treks', english: 'Treks' }, '/treks', '/trek', async (lang) =>
        (await treks.list(treksQuery.parse({ per_page: LIST_PAGE_ITEMS, lang }))).data.map((trek) => ({
          slug: trek.slug,
          name: trek.title,
        })),
      ),
      '/destinations': listPage(
        { key: 'nav.destinations', english: 'Destinations' },
        '/destinations',
        '/destination',
        async (lang) =>
          (await destinations.list(destinationsQuery.parse({ per_page: LIST_PAGE_ITEMS, lang }))).data.map((place) => ({
            slug: place.slug,
            name: place.name,
          })),
      ),
      '/tour/:id': tripPage('tour'),
      '/trek/:id': tripPage('trek'),
      '/destination/:id': async ({ id = '' }, context) => {
        const place = await destinations.find(id, context.locale);
        if (!place) return { notFound: true };
        const { images, pageUrl, ...meta } = baseMeta(
          place,
          place.name,
          place.short_description,
          '/destination',
          context,
        );
        const hero = place.images[0] ?? place.image;
        return {
          ...meta,
          keywords: [place.name, place.city, place.state, place.country],
          ...(hero ? { heroImage: hero } : {}),
          jsonLd: [
            destinationJsonLd(place, pageUrl, images),
            breadcrumbs(
              context,
              { name: context.text('nav.destinations', 'Destinations'), url: context.url('/destinations') },
              { name: place.name, url: pageUrl },
            ),
          ],
        };
      },
    },

    async sitemapEntries(): Promise<SitemapEntry[]> {
      const [destinationRows, tourRows, trekRows] = await Promise.all([
        destinations.sitemapRows(SITEMAP_PER_KIND),
        tours.sitemapRows(SITEMAP_PER_KIND),
        treks.sitemapRows(SITEMAP_PER_KIND),
      ]);
      const entries = (path: string, list: { slug: string; updatedAt: Date }[]) =>
        list.map((row) => ({ path: `${path}/${encodeURIComponent(row.slug)}`, lastmod: row.updatedAt }));
      return [
        ...entries('/destination', destinationRows),
        ...entries(CATALOGUE_KINDS.tour.pagePath, tourRows),
        ...entries(CATALOGUE_KINDS.trek.pagePath, trekRows),
      ];
    },
  };
}
