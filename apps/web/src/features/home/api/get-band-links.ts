import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '@trails/contracts/common';
import { catalogueGet, catalogueLang } from '../../../lib/catalogue-request';

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
export const bandLinksQueryOptions = (
  band: string,
  list: { path: string; params: object; count: number; link: (slug: string) => string },
) =>
  queryOptions({
    queryKey: ['home', 'band-links', band, catalogueLang()],
    queryFn: async ({ signal }) => {
      const answer = await catalogueGet<ListEnvelope<{ slug: string; name?: string; title?: string }>>(
        list.path,
        list.params as Record<string, string | number | boolean | undefined>,
        signal,
      );
      return answer.data
        .slice(0, list.count)
        .map((item): BandLink => ({ name: item.title ?? item.name ?? item.slug, to: list.link(item.slug) }));
    },
  });

export const useBandLinks = (
  band: string,
  list: Parameters<typeof bandLinksQueryOptions>[1],
  { enabled }: { enabled: boolean },
) => useQuery({ ...bandLinksQueryOptions(band, list), enabled });
