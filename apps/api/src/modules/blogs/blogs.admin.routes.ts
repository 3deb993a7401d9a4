import { adminBlogCategoriesApi as categories, adminBlogsApi as api } from '@trails/contracts/admin-blogs';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { done, list, ok } from '../../lib/respond.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin blog'];
const guarded = [401, 403, 422] as const;

/** Blog posts and categories under the guarded /api/admin scope: staff and admins alike. */
export function registerAdminBlogRoutes(
  admin: App,
  { auth, adminBlogs: service }: Pick<ModuleDeps, 'auth' | 'adminBlogs'>,
): void {
  const actor = (request: Parameters<typeof auth.session>[0]) => auth.session(request).user.id;

  admin.route({
    ...endpointRoute(admin, api.list),
    schema: endpointSchema(api.list, {
      tags,
      security,
      summary: 'Every post whatever its status; searched, filtered by status and category, sorted and paginated',
      errors: guarded,
    }),
    handler: async (request) => service.list(request.query),
  });

  admin.route({
    ...endpointRoute(admin, api.get),
    schema: endpointSchema(api.get, {
      tags,
      security,
      summary: 'One post with its content and SEO fields',
      errors: [404, ...guarded],
    }),
    handler: async (request) => ok(await service.get(request.params.id)),
  });

  admin.route({
    ...endpointRoute(admin, api.create),
    schema: endpointSchema(api.create, {
      tags,
      security,
      summary:
        'Write a post (a draft unless is_published); content sanitised, slug made unique from the title; author_name defaults to the signed-in staff member',
      errors: guarded,
    }),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await service.create(request.body, actor(request), auth.session(request).user.name),
            ADMIN_MESSAGES.blogCreated,
          ),
        ),
  });

  admin.route({
    ...endpointRoute(admin, api.update),
    schema: endpointSchema(api.update, {
      tags,
      security,
      summary: 'Replace a post’s fields (content sanitised; a blank slug keeps the current one)',
      errors: [404, ...guarded],
    }),
    handler: async (request) =>
      ok(await service.update(request.params.id, request.body, actor(request)), ADMIN_MESSAGES.blogUpdated),
  });

  admin.route({
    ...endpointRoute(admin, api.remove),
    schema: endpointSchema(api.remove, {
      tags,
      security,
      summary: 'Delete a post',
      errors: [404, ...guarded],
    }),
    handler: async (request) => {
      await service.remove(request.params.id, actor(request));
      return done(ADMIN_MESSAGES.blogDeleted);
    },
  });

  admin.route({
    ...endpointRoute(admin, api.publish),
    schema: endpointSchema(api.publish, {
      tags,
      security,
      summary: 'Publish a post (it shows on /blog at once)',
      errors: [404, ...guarded],
    }),
    handler: async (request) =>
      ok(await service.publish(request.params.id, actor(request)), ADMIN_MESSAGES.blogStatusUpdated),
  });

  admin.route({
    ...endpointRoute(admin, api.unpublish),
    schema: endpointSchema(api.unpublish, {
      tags,
      security,
      summary: 'Take a post back to draft',
      errors: [404, ...guarded],
    }),
    handler: async (request) =>
      ok(await service.unpublish(request.params.id, actor(request)), ADMIN_MESSAGES.blogStatusUpdated),
  });

  admin.route({
    ...endpointRoute(admin, api.reject),
    schema: endpointSchema(api.reject, {
      tags,
      security,
      summary: 'Reject a post with a note its author reads in My Blogs',
      errors: [404, ...guarded],
    }),
    handler: async (request) =>
      ok(await service.reject(request.params.id, request.body.note, actor(request)), ADMIN_MESSAGES.blogRejected),
  });

  admin.route({
    ...endpointRoute(admin, categories.list),
    schema: endpointSchema(categories.list, {
      tags,
      security,
      summary: 'Every blog category with its number of posts (any status)',
      errors: [401, 403],
    }),
    handler: async () => list(await service.categories()),
  });

  admin.route({
    ...endpointRoute(admin, categories.create),
    schema: endpointSchema(categories.create, {
      tags,
      security,
      summary: 'Create a category (name and slug unique)',
      errors: guarded,
    }),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(ok(await service.createCategory(request.body, actor(request)), ADMIN_MESSAGES.blogCategoryCreated)),
  });

  admin.route({
    ...endpointRoute(admin, categories.update),
    schema: endpointSchema(categories.update, {
      tags,
      security,
      summary: 'Rename a category',
      errors: [404, ...guarded],
    }),
    handler: async (request) =>
      ok(
        await service.updateCategory(request.params.id, request.body, actor(request)),
        ADMIN_MESSAGES.blogCategoryUpdated,
      ),
  });

  admin.route({
    ...endpointRoute(admin, categories.remove),
    schema: endpointSchema(categories.remove, {
      tags,
      security,
      summary: 'Delete a category; a used one needs move_to, the category its posts move to (same transaction)',
      errors: [404, ...guarded],
    }),
    handler: async (request) => {
      await service.removeCategory(request.params.id, request.query.move_to, actor(request));
      return done(ADMIN_MESSAGES.blogCategoryDeleted);
    },
  });
}
