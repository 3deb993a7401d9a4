/**
 * Who may call each back-office route: the one list the admin scope enforces and the role-matrix
 * test checks. Keys are `METHOD /path` relative to /api/admin (a HEAD twin follows its GET).
 *
 * - `staff`: staff and admins (enquiries, bookings, payments, departures and manifests, custom packages,
 *   reviews, the catalogue short of deleting, the media library, the blog, the activity log);
 * - `admin`: admins only (accounts and roles, settings and the outbox, coupons, campaigns, deleting
 *   destinations, tours and treks).
 *
 * A route missing here is treated as admin-only, and the role-matrix test fails until it is listed.
 */
export type AdminAccess = 'staff' | 'admin';

const catalogue = (plural: 'tours' | 'treks'): Record<string, AdminAccess> => ({
  [`GET /${plural}`]: 'staff',
  [`GET /${plural}/export`]: 'staff',
  [`GET /${plural}/:id`]: 'staff',
  [`POST /${plural}`]: 'staff',
  [`POST /${plural}/bulk-import`]: 'staff',
  [`PUT /${plural}/:id`]: 'staff',
  [`DELETE /${plural}/:id`]: 'admin',
  [`POST /${plural}/:id/duplicate`]: 'staff',
  [`POST /${plural}/:id/toggle-feature`]: 'staff',
});

export const ADMIN_ROUTE_POLICY: Readonly<Record<string, AdminAccess>> = {
  // Own session and profile
  'POST /auth/logout': 'staff',
  'GET /auth/profile': 'staff',
  'PUT /profile': 'staff',

  // Dashboard, notifications, activity log
  'GET /dashboard/stats': 'staff',
  'GET /stats': 'staff',
  'GET /dashboard/recent-activities': 'staff',
  'GET /dashboard/revenue-chart': 'staff',
  'GET /notifications': 'staff',
  'PUT /notifications/mark-all-read': 'staff',
  'PUT /notifications/:id/read': 'staff',
  'POST /notifications': 'staff',
  'POST /notifications/campaign/preview': 'admin',
  'POST /notifications/campaign/test': 'admin',
  'POST /notifications/campaign': 'admin',
  'GET /notifications/campaigns': 'admin',
  'GET /activity-logs': 'staff',
  'POST /activity-logs': 'staff',
  'GET /analytics/user-growth': 'staff',
  'GET /analytics/tour-performance': 'staff',
  'GET /analytics/revenue-stats': 'staff',
  'GET /analytics/booking-trends': 'staff',

  // The media library: staff upload and remove the pictures they use
  'GET /media': 'staff',
  'GET /media/folders': 'staff',
  'GET /media/:id/usage': 'staff',
  'POST /media/upload': 'staff',
  'DELETE /media/:id': 'staff',

  // The blog: staff write, publish and moderate
  'GET /blogs': 'staff',
  'GET /blogs/:id': 'staff',
  'POST /blogs': 'staff',
  'PUT /blogs/:id': 'staff',
  'DELETE /blogs/:id': 'staff',
  'POST /blogs/:id/publish': 'staff',
  'POST /blogs/:id/unpublish': 'staff',
  'POST /blogs/:id/reject': 'staff',
  'GET /blog-categories': 'staff',
  'POST /blog-categories': 'staff',
  'PUT /blog-categories/:id': 'staff',
  'DELETE /blog-categories/:id': 'staff',
  // The site's own pages (home hero and gallery, FAQ, terms, privacy): whoever writes the blog
  'GET /pages': 'staff',
  'GET /pages/:key': 'staff',
  'PUT /pages/:key': 'staff',

  // Catalogue: staff edit, only admins delete
  'GET /destinations': 'staff',
  'GET /destinations/:id': 'staff',
  'POST /destinations': 'staff',
  'PUT /destinations/:id': 'staff',
  'DELETE /destinations/:id': 'admin',
  ...catalogue('tours'),
  ...catalogue('treks'),
  'GET /departures': 'staff',
  'POST /departures': 'staff',
  'PUT /departures/:id': 'staff',
  'DELETE /departures/:id': 'staff',
  'GET /departures/:id/manifest.pdf': 'staff',
  'GET /departures/:id/manifest.csv': 'staff',
  'GET /departures/:id/waitlist': 'staff',
  'POST /departures/:id/waitlist/:entryId/offer': 'staff',

  // Sales desk
  'GET /enquiries': 'staff',
  'GET /enquiries/:id': 'staff',
  'PUT /enquiries/:id': 'staff',
  'POST /enquiries/:id/respond': 'staff',
  'POST /enquiries/:id/convert': 'staff',
  'DELETE /enquiries/:id': 'staff',
  'POST /enquiries/bulk': 'staff',
  'GET /bookings': 'staff',
  'GET /bookings/summary': 'staff',
  'GET /bookings/export': 'staff',
  'GET /bookings/executives': 'staff',
  'GET /bookings/:id': 'staff',
  'PUT /bookings/:id': 'staff',
  'POST /bookings/:id/confirm': 'staff',
  'POST /bookings/:id/cancel': 'staff',
  'PUT /bookings/:id/assign': 'staff',
  'POST /bookings/:id/payments': 'staff',
  'GET /bookings/:id/invoice': 'staff',
  'GET /bookings/:id/travellers': 'staff',
  'PUT /bookings/:id/travellers': 'staff',
  'GET /bookings/:id/documents': 'staff',
  'GET /bookings/:id/credit-notes/:paymentId': 'staff',
  'POST /bookings': 'staff',
  'GET /bookings/customers': 'staff',
  'GET /bookings/:id/cancellation': 'staff',
  'POST /bookings/bulk': 'staff',
  'POST /bookings/export': 'staff',
  'GET /payments': 'staff',
  'GET /payments/export': 'staff',
  'GET /custom-packages': 'staff',
  'GET /custom-packages/summary': 'staff',
  'GET /custom-packages/:id': 'staff',
  'PUT /custom-packages/:id/status': 'staff',
  'POST /custom-packages/:id/assign': 'staff',
  'POST /custom-packages/:id/notes': 'staff',
  'POST /custom-packages/:id/quote': 'staff',
  'GET /custom-packages/:id/quote.pdf': 'staff',
  'POST /custom-packages/:id/convert': 'staff',
  'DELETE /custom-packages/:id': 'staff',

  // Reviews
  'GET /reviews': 'staff',
  'GET /reviews/summary': 'staff',
  'POST /reviews/:id/approve': 'staff',
  'POST /reviews/:id/reject': 'staff',
  'POST /reviews/:id/toggle-feature': 'staff',
  'DELETE /reviews/:id': 'staff',
  'POST /reviews/:id/reply': 'staff',
  'POST /reviews/bulk': 'staff',

  // Admins only: coupons, accounts and roles, settings, the outbox
  'GET /coupons': 'admin',
  'GET /coupons/:id': 'admin',
  'POST /coupons': 'admin',
  'PUT /coupons/:id': 'admin',
  'POST /coupons/:id/toggle': 'admin',
  'DELETE /coupons/:id': 'admin',
  'GET /users': 'admin',
  'GET /users/:id': 'admin',
  'POST /users': 'admin',
  'PUT /users/:id': 'admin',
  'POST /users/:id/toggle-block': 'admin',
  'DELETE /users/:id': 'admin',
  'POST /users/:id/password-reset': 'admin',
  'GET /settings': 'admin',
  'PUT /settings/:key': 'admin',
  'POST /settings/test-email': 'admin',
  'GET /outbox': 'admin',
  'POST /outbox/:id/retry': 'admin',

  // Admins only: webhooks to the operator's other systems (their secrets sign what is sent)
  'GET /webhooks': 'admin',
  'POST /webhooks': 'admin',
  'GET /webhooks/:id': 'admin',
  'PUT /webhooks/:id': 'admin',
  'DELETE /webhooks/:id': 'admin',
  'POST /webhooks/:id/rotate-secret': 'admin',
  'GET /webhooks/:id/deliveries': 'admin',
  'POST /webhooks/:id/deliveries/:deliveryId/retry': 'admin',
};

/** The policy key of a route: its method (HEAD as GET) and its path under `prefix`. */
export function adminPolicyKey(method: string, url: string, prefix: string): string {
  const path = url.startsWith(prefix) ? url.slice(prefix.length) || '/' : url;
  return `${method === 'HEAD' ? 'GET' : method} ${path}`;
}

/** Who may call the route; undefined when it is not listed (then only admins may). */
export const adminAccessOf = (method: string, url: string, prefix: string): AdminAccess | undefined =>
  ADMIN_ROUTE_POLICY[adminPolicyKey(method, url, prefix)];
