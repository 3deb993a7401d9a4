import { useParams } from 'react-router';
import { BlogArticlePage } from '../../features/blog/components/blog-article-page';
import { ShareMenu } from '../../features/share/components/share-menu';

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
