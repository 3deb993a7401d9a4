import type { Config } from '../config.ts';
import type { Services } from '../services.ts';

/** What the module list hands out: every service from the composition root, and the config. */
export type ModuleDeps = Services & { config: Config };
