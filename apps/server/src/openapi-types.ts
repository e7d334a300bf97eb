import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { wrapPglite } from './db/client.ts';

/**
 * `npm run openapi:types [file]`: the API's TypeScript types as openapi-typescript generates them from the
 * document the server publishes (/api/docs/openapi.json), for whoever wants a typed client. Written to a
 * git-ignored file (default `.tmp/openapi-types.d.ts`): nothing generated is checked in to go stale; the
 * test of the document (openapi-document.test.ts) checks what such a client would know.
 */
const target = resolve(process.argv[2] ?? '.tmp/openapi-types.d.ts');

// The document needs no data: an empty in-memory database, migrated so the app starts as it always does.
const database = wrapPglite(new PGlite());
await database.migrate();
const config = loadConfig(
  { ...process.env, LOG_LEVEL: 'silent', JOBS: 'false', APP_SECRET: 'openapi-types-only-openapi-types' },
  { dataDir: join(tmpdir(), `academy-openapi-${process.pid}`), webDist: '/nonexistent' },
);
const app = await buildApp(config, { database, logger: false });
await app.ready();
const document = app.swagger() as OpenAPI3;
await app.close();
await database.close();

await mkdir(dirname(target), { recursive: true });
await writeFile(target, astToString(await openapiTS(document)));
console.log(`OpenAPI types of ${Object.keys(document.paths ?? {}).length} paths written to ${target}`);
