import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { wrapPglite } from '../db/client.ts';
import { createPglite } from '../db/pglite.ts';

/**
 * The OpenAPI document the server publishes at /api/docs/openapi.json. It needs no data: the app is built on an
 * empty in-memory database, migrated so the app starts as it always does.
 */
export async function publishedDocument(): Promise<OpenAPI3> {
  const database = wrapPglite(createPglite());
  await database.migrate();
  const config = loadConfig(
    { ...process.env, LOG_LEVEL: 'silent', JOBS: 'false', APP_SECRET: 'openapi-document-only-openapi-doc' },
    { dataDir: join(tmpdir(), `academy-openapi-${process.pid}`), webDist: '/nonexistent' },
  );
  const app = await buildApp(config, { database, logger: false });
  try {
    await app.ready();
    return app.swagger() as OpenAPI3;
  } finally {
    await app.close();
    await database.close();
  }
}

/** The checked-in copy of the document (docs/openapi.json), so every change of the API shows in review. */
export const checkedInDocumentPath = join(import.meta.dirname, '../../../../docs/openapi.json');

/** The document as it is checked in: stable key order is the serializer's, two-space indent, final newline. */
export function documentText(document: OpenAPI3): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
