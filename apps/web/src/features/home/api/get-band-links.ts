import { queryOptions, useQuery } from '@tanstack/react-query';
import type { destinationsApi, toursApi, treksApi } from '@trails/contracts/catalogue';
import { catalogueCall, catalogueLang, withCatalogueLang } from '../../../lib/catalogue-request';

/** A trip or place a home band shows first: its name and address. */
export interface BandLink {
  name: string;
  to: string;
}

/**
 * The first items of a home band's list as names and addresses only: what the server's first view
 * shows of a band it leaves to the browser (readers and crawlers see them and their links; the
 * band's cards, with their whole records, are fetched after hydration).
 */
export interface BandList {
  /** The list endpoint of the band's kind. */
  list: typeof destinationsApi.list | typeof toursApi.list | typeof treksApi.list;
  params: Record<string, string | number | boolean | undefined>;
  count: number;
  link: (slug: string) => string;
}

export const bandLinksQueryOptions = (band: string, list: BandList) =>
  queryOptions({
    queryKey: ['home', 'band-links', band, catalogueLang()],
    queryFn: async ({ signal }) => {
      const answer = await catalogueCall(list.list, { query: withCatalogueLang(list.params) } as never, signal);
      const items = answer.data as { slug: string; name?: string; title?: string }[];
      return items
        .slice(0, list.count)
        .map((item): BandLink => ({ name: item.title ?? item.name ?? item.slug, to: list.link(item.slug) }));
    },
  });

export const useBandLinks = (band: string, list: BandList, { enabled }: { enabled: boolean }) =>
  useQuery({ ...bandLinksQueryOptions(band, list), enabled });
