import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildServerBundle,
  removeServerBundle,
  serverBundleVariable,
} from '../apps/server/src/test/server-bundle.ts';
import { ROOT, startServer, templateDataDirVariable } from './support/server.ts';

/**
 * Starts one server for the whole run and exposes its URL as E2E_BASE_URL. It builds nothing: build the
 * web app first (`npm run build -w apps/web`, done by `npm test -w e2e`).
 */
export default async function globalSetup() {
  // WEB_DIST (read by the server too) lets several people test their own builds side by side.
  const dist = process.env.WEB_DIST ?? join(ROOT, 'apps/web/dist');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`${dist} is missing: run \`npm run build -w apps/web\` before the end-to-end tests.`);
  }
  const bundle = await buildServerBundle(process.env.E2E_RUN_ID ?? String(process.pid));
  process.env[serverBundleVariable] = bundle;
  // A first server migrates and seeds a data dir and stops (closing the database cleanly); every server of
  // the run, this one's and the specs' own, then starts from a copy of it (see startServer).
  const seeding = await startServer({}, { keepDataDir: true });
  await seeding.stop();
  process.env[templateDataDirVariable] = seeding.dataDir;

  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseURL;
  // Mails land in DATA_DIR/mail as .eml files; specs read reset links from there.
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
    rmSync(seeding.dataDir, { recursive: true, force: true });
    await removeServerBundle(bundle);
  };
}
