import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogsApi } from '@trails/contracts/blogs';
import { callEndpoint } from '../../../lib/api-client';
import { catalogueLang } from '../../../lib/catalogue-request';
import { blogsKey } from './get-blogs';

export const blogQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: [...blogsKey, 'detail', idOrSlug, catalogueLang()],
    queryFn: ({ signal }) => {
      const lang = catalogueLang();
      const query = lang === 'en' ? undefined : { lang };
      return callEndpoint(blogsApi.get, { params: { id: idOrSlug }, query }, { auth: 'none', signal }).then(
        (r) => r.data,
      );
    },
  });

/** One published article by slug or id, with its related articles. */
export const useBlog = (idOrSlug: string) => useQuery({ ...blogQueryOptions(idOrSlug), retry: false });
