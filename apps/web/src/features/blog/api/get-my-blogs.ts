import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { blogsApi } from '@trails/contracts/blogs';
import { callEndpoint } from '../../../lib/api-client';

export const MY_BLOGS_PER_PAGE = 5;
export const myBlogsKey = ['blogs', 'mine'] as const;

export const myBlogsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...myBlogsKey, page],
    queryFn: ({ signal }) =>
      callEndpoint(blogsApi.mine, { query: { page, per_page: MY_BLOGS_PER_PAGE } }, { auth: 'user', signal }),
  });

/** The signed-in traveller's own posts with their status, newest first. */
export const useMyBlogs = (page: number) =>
  useQuery({ ...myBlogsQueryOptions(page), placeholderData: keepPreviousData });
