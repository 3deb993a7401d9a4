/**
 * Writes the OpenAPI document the app serves at /api/docs/json to a file, without a server or
 * a database on disk: `node apps/api/src/openapi-document.ts <file>`. The lint (`npm run
 * lint:openapi`) checks that file with Redocly's recommended rules.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openMemoryPglite } from './db/client.ts';

async function main(file: string | undefined) {
  if (!file) throw new Error('Usage: node apps/api/src/openapi-document.ts <output file>');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trails-openapi-'));
  const database = await openMemoryPglite();
  try {
    await database.migrate();
    const config = loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: false });
    const app = await buildApp({ config, database });
    await app.ready();
    fs.writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    await app.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
