import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogSummary } from '@trails/contracts/blogs';
import type { ListEnvelope } from '@trails/contracts/common';
import { catalogueGet, catalogueLang } from '../../../lib/catalogue-request';

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
    queryFn: ({ signal }) => catalogueGet<ListEnvelope<BlogSummary>>('/blogs', { ...params }, signal),
  });

/** A page of published articles, newest first. */
export const useBlogs = (params: BlogListParams) =>
  useQuery({ ...blogsQueryOptions(params), placeholderData: keepPreviousData });
