// `npm run bench:import --workspace bench` (or `npx tsx bench/people-import.ts`): importing people (issue 21 §3),
// printed, never asserted. On a fresh PGlite data dir with the demo data, Nordlys's manager uploads a CSV of
// IMPORT_ROWS (5,000) new people — names, e-mail, two departments, the manager flag — through the API: first the
// preview, then the import (one transaction, a statement per table). Printed: how long each took. Target: the
// import under a minute. The welcome mails go out after the commit (their throughput is bench/mail-throughput.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DEMO_PASSWORD } from '../apps/server/src/demo/demo-accounts.ts';
import { prepareDatabase } from '../apps/server/src/prepare-database.ts';

const rowCount = Number(process.env.IMPORT_ROWS ?? 5_000);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const dataDir = mkdtempSync(join(tmpdir(), 'academy-import-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS: 'false' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
await prepareDatabase(database, config);
const app = await buildApp(config, { database, logger: false });

const login = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/login',
  payload: { email: 'manager@academy.test', password: DEMO_PASSWORD },
});
const token = login.json().data.item.access_token as string;
const [nordlys] = (
  (await database.db.execute(sql`select uuid from companies where slug = 'nordlys'`)) as unknown as {
    rows: { uuid: string }[];
  }
).rows;

const lines = ['first_name,last_name,email,departments,is_manager'];
for (let n = 1; n <= rowCount; n++)
  lines.push(
    `Person,Number ${n},import.person.${n}@example.test,"Sales; Operations",${n % 50 === 0 ? 'yes' : 'no'}`,
  );
const boundary = 'academy-bench-boundary';
const body = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="people.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  ),
  Buffer.from(lines.join('\n')),
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
const upload = async (path: string) => {
  const started = Date.now();
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/companies/${nordlys.uuid}/${path}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
  const took = Date.now() - started;
  if (response.statusCode !== 200)
    throw new Error(`${path}: ${response.statusCode} ${response.body.slice(0, 500)}`);
  return { took, counts: response.json().data.item.counts };
};

console.log(`People import: ${rowCount} rows (${(body.length / 1024).toFixed(0)} KiB of CSV)`);
const preview = await upload('people-import/preview');
console.log(`  preview  ${seconds(preview.took)}  ${JSON.stringify(preview.counts)}`);
const imported = await upload('people-import');
console.log(`  import   ${seconds(imported.took)}  ${JSON.stringify(imported.counts)}  (target: under 60 s)`);
const again = await upload('people-import');
console.log(
  `  again    ${seconds(again.took)}  ${JSON.stringify(again.counts)}  (the same file: nothing changes)`,
);

// The welcome mails started after the commit run in the background; this bench does not wait for them: both
// calls are synchronous, so no more of that work runs between removing the data and leaving.
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
