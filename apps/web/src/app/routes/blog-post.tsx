import { useParams } from 'react-router';
import { blogQueryOptions } from '../../features/blog/api/get-blog';
import { BlogArticlePage } from '../../features/blog/components/blog-article-page';
import { ShareMenu } from '../../features/share/components/share-menu';
import type { RoutePrefetch } from '../route-prefetch';

/** The article the address names. */
export const prefetch: RoutePrefetch = ({ params, client }) => client.prefetchQuery(blogQueryOptions(params.id ?? ''));

/** An article by slug or id, with the share widget in its footer. */
export default function BlogPostRoute() {
  const { id = '' } = useParams();
  return (
    <BlogArticlePage
      key={id}
      idOrSlug={id}
      share={(post) => <ShareMenu title={post.title} description={post.excerpt ?? undefined} />}
    />
  );
}
