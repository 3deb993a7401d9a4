import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogDetail } from '@trails/contracts/blogs';
import type { Envelope } from '@trails/contracts/common';
import { catalogueGet, catalogueLang } from '../../../lib/catalogue-request';
import { blogsKey } from './get-blogs';

export const blogQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: [...blogsKey, 'detail', idOrSlug, catalogueLang()],
    queryFn: ({ signal }) =>
      catalogueGet<Envelope<BlogDetail>>(`/blogs/${encodeURIComponent(idOrSlug)}`, undefined, signal).then(
        (r) => r.data,
      ),
  });

/** One published article by slug or id, with its related articles. */
export const useBlog = (idOrSlug: string) => useQuery({ ...blogQueryOptions(idOrSlug), retry: false });
