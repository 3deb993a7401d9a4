import { BlogSubmitPage } from '../../features/blog/components/blog-submit-page';

export default function BlogSubmitRoute() {
  return <BlogSubmitPage />;
}
