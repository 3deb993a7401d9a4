import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AuthService } from './auth/auth.service.ts';

/** What every module's routes receive. */
export interface ModuleDeps {
  db: Database;
  config: Config;
  auth: AuthService;
}
