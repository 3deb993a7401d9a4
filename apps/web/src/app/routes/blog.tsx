import { blogCategoriesQueryOptions } from '../../features/blog/api/get-blog-categories';
import { blogsQueryOptions } from '../../features/blog/api/get-blogs';
import { BlogListPage } from '../../features/blog/components/blog-list-page';
import { blogListParams, parseBlogFilters } from '../../features/blog/lib/blog-filters';
import type { RoutePrefetch } from '../route-prefetch';

/** The page of articles the address asks for, and the categories. */
export const prefetch: RoutePrefetch = ({ url, client }) =>
  Promise.all([
    client.prefetchQuery(blogsQueryOptions(blogListParams(parseBlogFilters(url.searchParams)))),
    client.prefetchQuery(blogCategoriesQueryOptions()),
  ]);

export default function BlogRoute() {
  return <BlogListPage />;
}
