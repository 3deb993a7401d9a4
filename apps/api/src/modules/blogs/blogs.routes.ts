import multipart from '@fastify/multipart';
import { BLOG_LIMITS } from '@trails/contracts/blog-constants';
import { BLOG_MESSAGES } from '@trails/contracts/blog-messages';
import { blogsApi } from '@trails/contracts/blogs';
import type { App } from '../../lib/types.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { list, ok } from '../../lib/respond.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { publicCache } from '../catalogue/http.ts';
import { readSubmission, SUBMISSION_LIMITS } from './blog-submission.ts';
import type { BlogsService } from './blogs.service.ts';
import { bearerSecurity as bearer, withMultipartBody } from '../../lib/openapi.ts';

export function registerBlogRoutes(app: App, { blogs, auth }: { blogs: BlogsService; auth: AuthService }): void {
  app.route({
    ...endpointRoute(app, blogsApi.list),
    onSend: publicCache,
    schema: endpointSchema(blogsApi.list, {
      tags: ['blog'],
      summary: 'Published articles, newest first; search over title, excerpt and tags; by category (slug) or tag',
      errors: [422],
    }),
    handler: async (request) => {
      const { data, meta } = await blogs.list(request.query);
      return list(data, meta);
    },
  });

  app.route({
    ...endpointRoute(app, blogsApi.get),
    onSend: publicCache,
    schema: endpointSchema(blogsApi.get, {
      tags: ['blog'],
      summary: 'A published article by id or slug, with three related articles of its category',
      errors: [404, 422],
    }),
    handler: async (request) => ok(await blogs.get(request.params.id, request.query.lang)),
  });

  app.route({
    ...endpointRoute(app, blogsApi.categories),
    onSend: publicCache,
    schema: endpointSchema(blogsApi.categories, {
      tags: ['blog'],
      summary: 'Blog categories with their count of published articles',
      errors: [422],
    }),
    handler: async (request) => list(await blogs.categories(request.query.lang)),
  });

  // Multipart parsing only where a form with a file is taken.
  void app.register(async (scope: App) => {
    await scope.register(multipart, { limits: SUBMISSION_LIMITS });
    scope.route({
      ...endpointRoute(scope, blogsApi.submit),
      // Open to visitors, so bounded per address.
      config: {
        rateLimit: { max: BLOG_LIMITS.submissionsPerHour, timeWindow: '1 hour', groupId: 'blog-submit' },
        swaggerTransform: withMultipartBody(
          {
            title: { description: 'The post’s title', required: true },
            author_name: { description: 'The name shown as its author', required: true },
            excerpt: { description: 'A short summary' },
            content: { description: 'The story: plain text or HTML (sanitised)', required: true },
            tags: { description: 'Tags, comma separated' },
            category_id: { description: 'A blog category’s id' },
            featured_image: { description: 'JPEG, PNG, WebP, AVIF or GIF, at most 5 MB', file: true },
          },
          { alsoJson: true },
        ),
      },
      onRequest: auth.optionalUser(),
      bodyLimit: 8 * 1024 * 1024,
      schema: endpointSchema(blogsApi.submit, {
        tags: ['blog'],
        summary: 'Submit a blog post for review (pending until staff publish it)',
        description:
          'multipart/form-data (or JSON without an image): title, author_name, excerpt, content (plain text or HTML; sanitised), ' +
          'tags (comma separated), category_id, featured_image (JPEG, PNG, WebP, AVIF or GIF, at most 5 MB; checked by its bytes). ' +
          'A valid traveller token makes the post theirs (My Blogs).',
        consumes: ['multipart/form-data', 'application/json'],
        errors: [400, 413, 422, 429],
      }),
      handler: async (request, reply) => {
        const { fields, image } = await readSubmission(request);
        const post = await blogs.submit({ fields, image, authorId: auth.sessionIfAny(request)?.user.id ?? null });
        return reply.status(201).send(ok(post, BLOG_MESSAGES.blogSubmitted));
      },
    });
  });

  app.route({
    ...endpointRoute(app, blogsApi.mine),
    onRequest: auth.requireUser(),
    schema: endpointSchema(blogsApi.mine, {
      tags: ['blog'],
      summary: "The signed-in traveller's own blog posts with their status, newest first",
      security: bearer,
      errors: [401, 422],
    }),
    handler: async (request) => {
      const { data, meta } = await blogs.mine(
        auth.session(request).user.id,
        request.query.page,
        request.query.per_page,
      );
      return list(data, meta);
    },
  });

  app.route({
    ...endpointRoute(app, blogsApi.blogLink),
    onRequest: auth.requireUser(),
    schema: endpointSchema(blogsApi.blogLink, {
      tags: ['blog'],
      summary: "The signed-in traveller's blog address",
      security: bearer,
      errors: [401],
    }),
    handler: async (request) => ok({ blog_link: await blogs.blogLink(auth.session(request).user.id) }),
  });

  app.route({
    ...endpointRoute(app, blogsApi.saveBlogLink),
    onRequest: auth.requireUser(),
    schema: endpointSchema(blogsApi.saveBlogLink, {
      tags: ['blog'],
      summary: "Save the signed-in traveller's blog address (shown with their articles)",
      security: bearer,
      errors: [401, 422],
    }),
    handler: async (request) => {
      await blogs.saveBlogLink(auth.session(request).user.id, request.body.blog_link);
      return ok({ blog_link: request.body.blog_link }, BLOG_MESSAGES.blogLinkSaved);
    },
  });
}
