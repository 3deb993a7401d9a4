import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogsApi } from '@trails/contracts/blogs';
import { callEndpoint } from '../../../lib/api-client';
import { catalogueLang } from '../../../lib/catalogue-request';
import { blogsKey } from './get-blogs';

export const blogCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...blogsKey, 'categories', catalogueLang()],
    queryFn: ({ signal }) => {
      const lang = catalogueLang();
      const query = lang === 'en' ? undefined : { lang };
      return callEndpoint(blogsApi.categories, { query }, { auth: 'none', signal }).then((r) => r.data);
    },
  });

export const useBlogCategories = () => useQuery(blogCategoriesQueryOptions());
