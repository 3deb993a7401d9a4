import type { App } from './lib/types.ts';
import type { ModuleDeps } from './modules/deps.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerImageRoutes } from './modules/images/images.routes.ts';
import { registerPageRoutes } from './modules/pages/pages.routes.ts';
import { registerSettingsRoutes } from './modules/settings/settings.routes.ts';

/** Every domain module, in one place. Pages come last: they own the not-found fallback. */
export async function registerModules(app: App, deps: ModuleDeps, driver: 'pglite' | 'postgres') {
  registerHealthRoutes(app, deps, driver);
  registerAuthRoutes(app, deps);
  registerSettingsRoutes(app, deps);
  registerImageRoutes(app);
  await registerPageRoutes(app, deps);
}
