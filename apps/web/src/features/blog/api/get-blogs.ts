import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { blogsApi } from '@trails/contracts/blogs';
import { callEndpoint } from '../../../lib/api-client';
import { catalogueLang } from '../../../lib/catalogue-request';

export interface BlogListParams {
  page: number;
  search?: string;
  category?: string;
  tag?: string;
}

export const blogsKey = ['blogs'] as const;

export const blogsQueryOptions = (params: BlogListParams) =>
  queryOptions({
    queryKey: [...blogsKey, 'list', params, catalogueLang()],
    queryFn: ({ signal }) => {
      // Articles come in the interface's language (English, the API's default, is not named).
      const lang = catalogueLang();
      const query = lang === 'en' ? { ...params } : { ...params, lang };
      return callEndpoint(blogsApi.list, { query }, { auth: 'none', signal });
    },
  });

/** A page of published articles, newest first. */
export const useBlogs = (params: BlogListParams) =>
  useQuery({ ...blogsQueryOptions(params), placeholderData: keepPreviousData });
