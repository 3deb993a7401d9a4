import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogCategory } from '@trails/contracts/blogs';
import type { ListEnvelope } from '@trails/contracts/common';
import { catalogueGet, catalogueLang } from '../../../lib/catalogue-request';
import { blogsKey } from './get-blogs';

export const blogCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...blogsKey, 'categories', catalogueLang()],
    queryFn: ({ signal }) =>
      catalogueGet<ListEnvelope<BlogCategory>>('/blog-categories', undefined, signal).then((r) => r.data),
  });

export const useBlogCategories = () => useQuery(blogCategoriesQueryOptions());
