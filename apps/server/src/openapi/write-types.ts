import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { publishedDocument } from './published-document.ts';

/**
 * `npm run openapi:types [file]`: the API's TypeScript types as openapi-typescript generates them from the
 * document the server publishes (/api/docs/openapi.json), for whoever wants a typed client. Written to a
 * git-ignored file (default `.tmp/openapi-types.d.ts`); the document itself is checked in (docs/openapi.json,
 * `npm run openapi:write`), and the test of the document (openapi-document.test.ts) checks what such a client
 * would know.
 */
const target = resolve(process.argv[2] ?? '.tmp/openapi-types.d.ts');
const document = await publishedDocument();
await mkdir(dirname(target), { recursive: true });
await writeFile(target, astToString(await openapiTS(document)));
console.log(`OpenAPI types of ${Object.keys(document.paths ?? {}).length} paths written to ${target}`);
