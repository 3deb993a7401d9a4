import { setupServer } from 'msw/node';
import { answer } from './api';
import { admin, settings, traveller } from './fixtures';

/** What every screen asks on its way in: the site's settings and the signed-in traveller or staff member. */
export const server = setupServer(
  answer('GET /settings', () => ({ success: true, data: settings() })),
  answer('GET /auth/user', () => ({ success: true, data: traveller })),
  answer('GET /admin/auth/profile', () => ({ success: true, data: admin })),
);
