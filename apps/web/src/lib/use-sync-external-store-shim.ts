/**
 * Stands in for the `use-sync-external-store/shim` package (see vite.config.ts): React 19 has the
 * hook itself, and the shim would only add its fallback for older React to every first view.
 */
export { useSyncExternalStore } from 'react';
