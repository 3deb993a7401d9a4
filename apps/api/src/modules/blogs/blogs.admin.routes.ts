import {
  adminBlog,
  adminBlogBody,
  adminBlogCategory,
  adminBlogCategoryBody,
  adminBlogCategoryDeleteQuery,
  adminBlogDetail,
  adminBlogRejectBody,
  adminBlogsQuery,
} from '@trails/contracts/admin-blogs';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { envelope, errorBody, idParam, listEnvelope, messageEnvelope } from '@trails/contracts/common';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { done, list, ok } from '../../lib/respond.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin blog'];
const guarded = { 401: errorBody, 403: errorBody, 422: errorBody };

/** Blog posts and categories under the guarded /api/admin scope: staff and admins alike. */
export function registerAdminBlogRoutes(
  admin: App,
  { auth, adminBlogs: service }: Pick<ModuleDeps, 'auth' | 'adminBlogs'>,
): void {
  const actor = (request: Parameters<typeof auth.session>[0]) => auth.session(request).user.id;

  admin.get(
    '/blogs',
    {
      schema: {
        tags,
        security,
        summary: 'Every post whatever its status; searched, filtered by status and category, sorted and paginated',
        querystring: adminBlogsQuery,
        response: { 200: listEnvelope(adminBlog), ...guarded },
      },
    },
    async (request) => service.list(request.query),
  );

  admin.get(
    '/blogs/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One post with its content and SEO fields',
        params: idParam,
        response: { 200: envelope(adminBlogDetail), 404: errorBody, ...guarded },
      },
    },
    async (request) => ok(await service.get(request.params.id)),
  );

  admin.post(
    '/blogs',
    {
      schema: {
        tags,
        security,
        summary:
          'Write a post (a draft unless is_published); content sanitised, slug made unique from the title; author_name defaults to the signed-in staff member',
        body: adminBlogBody,
        response: { 201: envelope(adminBlogDetail), ...guarded },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await service.create(request.body, actor(request), auth.session(request).user.name),
            ADMIN_MESSAGES.blogCreated,
          ),
        ),
  );

  admin.put(
    '/blogs/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replace a post’s fields (content sanitised; a blank slug keeps the current one)',
        params: idParam,
        body: adminBlogBody,
        response: { 200: envelope(adminBlogDetail), 404: errorBody, ...guarded },
      },
    },
    async (request) =>
      ok(await service.update(request.params.id, request.body, actor(request)), ADMIN_MESSAGES.blogUpdated),
  );

  admin.delete(
    '/blogs/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a post',
        params: idParam,
        response: { 200: messageEnvelope, 404: errorBody, ...guarded },
      },
    },
    async (request) => {
      await service.remove(request.params.id, actor(request));
      return done(ADMIN_MESSAGES.blogDeleted);
    },
  );

  admin.post(
    '/blogs/:id/publish',
    {
      schema: {
        tags,
        security,
        summary: 'Publish a post (it shows on /blog at once)',
        params: idParam,
        response: { 200: envelope(adminBlogDetail), 404: errorBody, ...guarded },
      },
    },
    async (request) => ok(await service.publish(request.params.id, actor(request)), ADMIN_MESSAGES.blogStatusUpdated),
  );

  admin.post(
    '/blogs/:id/unpublish',
    {
      schema: {
        tags,
        security,
        summary: 'Take a post back to draft',
        params: idParam,
        response: { 200: envelope(adminBlogDetail), 404: errorBody, ...guarded },
      },
    },
    async (request) => ok(await service.unpublish(request.params.id, actor(request)), ADMIN_MESSAGES.blogStatusUpdated),
  );

  admin.post(
    '/blogs/:id/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Reject a post with a note its author reads in My Blogs',
        params: idParam,
        body: adminBlogRejectBody,
        response: { 200: envelope(adminBlogDetail), 404: errorBody, ...guarded },
      },
    },
    async (request) =>
      ok(await service.reject(request.params.id, request.body.note, actor(request)), ADMIN_MESSAGES.blogRejected),
  );

  admin.get(
    '/blog-categories',
    {
      schema: {
        tags,
        security,
        summary: 'Every blog category with its number of posts (any status)',
        response: { 200: listEnvelope(adminBlogCategory), 401: errorBody, 403: errorBody },
      },
    },
    async () => list(await service.categories()),
  );

  admin.post(
    '/blog-categories',
    {
      schema: {
        tags,
        security,
        summary: 'Create a category (name and slug unique)',
        body: adminBlogCategoryBody,
        response: { 201: envelope(adminBlogCategory), ...guarded },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await service.createCategory(request.body, actor(request)), ADMIN_MESSAGES.blogCategoryCreated)),
  );

  admin.put(
    '/blog-categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a category',
        params: idParam,
        body: adminBlogCategoryBody,
        response: { 200: envelope(adminBlogCategory), 404: errorBody, ...guarded },
      },
    },
    async (request) =>
      ok(
        await service.updateCategory(request.params.id, request.body, actor(request)),
        ADMIN_MESSAGES.blogCategoryUpdated,
      ),
  );

  admin.delete(
    '/blog-categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a category; a used one needs move_to, the category its posts move to (same transaction)',
        params: idParam,
        querystring: adminBlogCategoryDeleteQuery,
        response: { 200: messageEnvelope, 404: errorBody, ...guarded },
      },
    },
    async (request) => {
      await service.removeCategory(request.params.id, request.query.move_to, actor(request));
      return done(ADMIN_MESSAGES.blogCategoryDeleted);
    },
  );
}
