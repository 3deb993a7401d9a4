import { z } from 'zod';
import { LIMITS, USER_ROLES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import {
  emailField,
  envelope,
  idParam,
  messageEnvelope,
  paginationMeta,
  paginationQuery,
  phoneField,
  singleLineText,
  text,
} from './common.ts';
import { endpoint } from './endpoint.ts';
import { queryBoolean } from './catalogue.ts';
import { CATALOGUE_LIMITS } from './catalogue-constants.ts';
import { SORT_DIRECTIONS } from './admin-common.ts';
import { passwordField } from './auth.ts';

/** Columns the users list can be sorted by (anything else is a 422, never raw SQL). */
export const ADMIN_USER_SORTS = ['name', 'email', 'role', 'created_at', 'last_login_at'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export const ADMIN_USER_STATUSES = ['active', 'blocked'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

/** An account as the back office sees it; never a password or its hash. */
export const adminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  is_blocked: z.boolean(),
  email_verified_at: z.string().nullable(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** The four cards above the list, over every account (not only the page). */
export const adminUserStats = z.object({
  total: z.number().int(),
  active: z.number().int(),
  blocked: z.number().int(),
  verified: z.number().int(),
});
export type AdminUserStats = z.infer<typeof adminUserStats>;

export const adminUsersList = z.object({
  success: z.literal(true),
  data: z.array(adminUser),
  meta: paginationMeta,
  stats: adminUserStats,
});
export type AdminUsersList = z.infer<typeof adminUsersList>;

/** What the account has done on the site: the User Details activity summary. */
export const adminUserActivity = z.object({
  bookings_count: z.number().int(),
  custom_packages_count: z.number().int(),
  reviews_count: z.number().int(),
  /** Sum of the account's bookings that are not cancelled. */
  total_spent: z.number(),
  recent_bookings: z.array(
    z.object({
      id: z.number().int(),
      reference: z.string(),
      status: z.string(),
      total_amount: z.number(),
      created_at: z.string(),
    }),
  ),
  recent_custom_packages: z.array(z.object({ id: z.number().int(), status: z.string(), created_at: z.string() })),
  recent_reviews: z.array(
    z.object({
      id: z.number().int(),
      rating: z.number().int(),
      title: z.string(),
      is_approved: z.boolean(),
      created_at: z.string(),
    }),
  ),
});
export type AdminUserActivity = z.infer<typeof adminUserActivity>;

export const adminUserDetail = adminUser.extend({ activity: adminUserActivity });
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const adminUsersQuery = paginationQuery.extend({
  /** Matches name or email. */
  search: text(CATALOGUE_LIMITS.searchQueryMax).optional(),
  role: z.enum(USER_ROLES, { error: MESSAGES.invalidValue }).optional(),
  status: z.enum(ADMIN_USER_STATUSES, { error: MESSAGES.invalidValue }).optional(),
  verified: queryBoolean.optional(),
  sort: z.enum(ADMIN_USER_SORTS, { error: MESSAGES.invalidSort }).default('created_at'),
  direction: z.enum(SORT_DIRECTIONS, { error: MESSAGES.invalidSort }).default('desc'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

const roleField = z.enum(USER_ROLES, { error: MESSAGES.invalidValue });

/** Edit User: name, email, phone and role. */
export const adminUserUpdateBody = z.object({
  name: singleLineText(LIMITS.nameMax, MESSAGES.nameRequired),
  email: emailField,
  phone: phoneField.nullish().transform((value) => (value ? value : null)),
  role: roleField,
});
export type AdminUserUpdateInput = z.input<typeof adminUserUpdateBody>;
export type AdminUserUpdateBody = z.output<typeof adminUserUpdateBody>;

/**
 * PUT /users/{id}: the Edit User form sends the four fields above; the back office spec's users
 * screen sends `{ name }` alone or `{ is_blocked }` alone. Only the fields present change (a
 * phone sent empty or null is cleared).
 */
export const adminUserPatchBody = z.object({
  name: adminUserUpdateBody.shape.name.optional(),
  email: emailField.optional(),
  phone: phoneField.nullish().transform((value) => (value === undefined ? undefined : value || null)),
  role: roleField.optional(),
  is_blocked: z.boolean({ error: MESSAGES.invalidValue }).optional(),
});
export type AdminUserPatchBody = z.output<typeof adminUserPatchBody>;

/** Create User: the edit fields and a first password. */
export const adminUserCreateBody = adminUserUpdateBody.extend({ password: passwordField });
export type AdminUserCreateInput = z.input<typeof adminUserCreateBody>;
export type AdminUserCreateBody = z.output<typeof adminUserCreateBody>;

/**
 * Account management (admins only). No answer carries a password or its hash; staff never set
 * one for someone else, they send the account a reset link (`password-reset`, declared by the
 * password reset's own contract and listed with these in `adminApi.users`).
 */
export const adminUsersApi = {
  list: endpoint({ method: 'GET', path: '/api/admin/users', query: adminUsersQuery, response: adminUsersList }),
  get: endpoint({ method: 'GET', path: '/api/admin/users/:id', params: idParam, response: envelope(adminUserDetail) }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/users',
    body: adminUserCreateBody,
    status: 201,
    response: envelope(adminUser),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:id',
    params: idParam,
    body: adminUserPatchBody,
    response: envelope(adminUser),
  }),
  'toggle-block': endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/toggle-block',
    params: idParam,
    response: envelope(adminUser),
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/admin/users/:id', params: idParam, response: messageEnvelope }),
};
