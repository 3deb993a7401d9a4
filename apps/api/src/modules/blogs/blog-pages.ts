import { blogsQuery, type BlogDetail } from '@trails/contracts/blogs';
import { absoluteUrl, breadcrumbs, SCHEMA } from '../pages/catalogue-pages.ts';
import type { PageContext, PagesOptions } from '../pages/pages.routes.ts';
import type { BlogsService } from './blogs.service.ts';

/** sitemap.xml lists at most this many articles. */
const SITEMAP_POSTS = 10_000;

function blogPostingJsonLd(post: BlogDetail, url: string, image: string | undefined, context: PageContext): object {
  return {
    '@context': SCHEMA,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.meta_description || post.excerpt || undefined,
    inLanguage: context.locale,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: image ? [image] : undefined,
    datePublished: post.published_at ?? post.created_at,
    author: {
      '@type': 'Person',
      name: post.author_name,
      ...(post.author_blog_link ? { url: post.author_blog_link } : {}),
    },
    publisher: {
      '@type': 'Organization',
      name: context.site.site_name,
      url: context.url('/'),
      ...(context.site.site_logo
        ? { logo: { '@type': 'ImageObject', url: absoluteUrl(context.origin, context.site.site_logo) } }
        : {}),
    },
    articleSection: post.category?.name,
    keywords: post.tags.length ? post.tags.join(', ') : undefined,
    timeRequired: `PT${post.read_time}M`,
  };
}

/** Page meta of /blog and /blog/{slug or id} (published articles only), and the articles' sitemap entries. */
export function blogPages({ blogs }: { blogs: BlogsService }): Required<PagesOptions> {
  return {
    resolvers: {
      '/blog': async (_params, context) => {
        const first = await blogs.list(blogsQuery.parse({ lang: context.locale }));
        const section = { name: context.text('nav.blog', 'Blog'), url: context.url('/blog') };
        return {
          jsonLd: [
            breadcrumbs(context, section),
            {
              '@context': SCHEMA,
              '@type': 'Blog',
              name: `${context.site.site_name} ${section.name}`,
              url: section.url,
              inLanguage: context.locale,
              blogPost: first.data.map((post) => ({
                '@type': 'BlogPosting',
                headline: post.title,
                url: context.url(`/blog/${encodeURIComponent(post.slug)}`),
                datePublished: post.published_at ?? post.created_at,
                author: { '@type': 'Person', name: post.author_name },
              })),
            },
          ],
        };
      },
      '/blog/:id': async ({ id = '' }, context) => {
        // `/blog/submit` is its own page and never reaches here.
        const post = await blogs.find(id, context.locale);
        if (!post) return { notFound: true };
        // The canonical link names the English address (the page names its language's); the
        // JSON-LD names the page's own.
        const canonicalUrl = `${context.origin}/blog/${encodeURIComponent(post.slug)}`;
        const url = context.url(`/blog/${encodeURIComponent(post.slug)}`);
        const image = post.featured_image ? absoluteUrl(context.origin, post.featured_image) : undefined;
        return {
          title: post.meta_title || post.title,
          description: post.meta_description || post.excerpt || context.site.site_description,
          canonicalUrl,
          keywords: [...post.tags, post.category?.name],
          ...(image ? { imageUrl: image } : {}),
          type: 'article',
          article: {
            publishedTime: post.published_at,
            author: post.author_name,
            section: post.category?.name ?? null,
            tags: post.tags,
          },
          jsonLd: [
            blogPostingJsonLd(post, url, image, context),
            breadcrumbs(
              context,
              { name: context.text('nav.blog', 'Blog'), url: context.url('/blog') },
              { name: post.title, url },
            ),
          ],
        };
      },
    },

    async sitemapEntries() {
      const rows = await blogs.sitemapRows(SITEMAP_POSTS);
      return rows.map((row) => ({ path: `/blog/${encodeURIComponent(row.slug)}`, lastmod: row.updatedAt }));
    },
  };
}
