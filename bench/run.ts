// `npm run bench`: measures the API against bare Fastify routes in the same process and run, on the same
// database (PostgreSQL when DATABASE_URL is set, else PGlite), and prints req/s, p50, p99 and the ratios.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { countQueries } from '../apps/server/src/db/query-counter.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-'));

const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  JOBS: 'false',
  LOGIN_RATE_LIMIT: '1000000000',
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, poolSize: 20 });
await prepareDatabase(database, config);
const app = await buildApp(config, { database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
await app.ready();
const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const login = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/login',
  payload: { email: 'learner@academy.test', password: DEMO_PASSWORD },
});
const token = login.json().data.item.access_token as string;
const headers = { authorization: `Bearer ${token}` };

// The statements the learner's course list runs (authentication included), replayed by the same-SQL route.
const captured = await countQueries(() => app.inject({ url: '/api/v1/courses', headers }));
if (captured.result.statusCode !== 200) throw new Error(`Course list answered ${captured.result.statusCode}`);

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ data: { item: { ok: true } } }));
bare.get('/same-sql', async () => {
  const results = [];
  for (let index = 0; index < captured.statements.length; index++) {
    results.push((await database.executeSql(captured.statements[index], captured.parameters[index])).rows);
  }
  return { data: { items: results.at(-1) } };
});
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

type Result = { name: string; requests: number; p50: number; p99: number; errors: number };

async function measure(name: string, options: autocannon.Options): Promise<Result> {
  // The load generator runs in its own thread so it does not compete with the server for the event loop.
  const result = await autocannon({ connections, pipelining: 1, duration: seconds, workers: 1, ...options });
  const errors = result.errors + result.non2xx;
  return {
    name,
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
}

/** Raw argon2id verifications a second, with as many in flight as the login bench has connections. */
async function verifyRate(): Promise<number> {
  const [hash] = (
    await database.executeSql(`select password_hash from users where email = 'learner@academy.test'`)
  ).rows.map((row) => String(row.password_hash));
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        await verify(hash, DEMO_PASSWORD);
        done++;
      }
    }),
  );
  return done / seconds;
}

const results: Result[] = [];
results.push(await measure('bare Fastify route', { url: `${bareUrl}/bare` }));
results.push(await measure('bare route, course-list SQL', { url: `${bareUrl}/same-sql` }));
results.push(await measure('GET /api/v1/context (signed in)', { url: `${appUrl}/api/v1/context`, headers }));
results.push(await measure('GET /api/v1/courses (learner)', { url: `${appUrl}/api/v1/courses`, headers }));
results.push(
  await measure('POST /api/v1/auth/login', {
    url: `${appUrl}/api/v1/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'learner@academy.test', password: DEMO_PASSWORD }),
  }),
);
const verifies = await verifyRate();

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
const [bareRoute, sameSql, context, courses, loginResult] = results;
console.log(
  `\nAcademy bench — ${database.kind}, ${connections} connections, ${seconds} s each, pipelining 1`,
);
console.log(`Course list runs ${captured.count} SQL statements (authentication included).\n`);
console.log('| target | req/s | p50 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|');
for (const result of results) {
  console.log(
    `| ${result.name} | ${result.requests.toFixed(0)} | ${result.p50} | ${result.p99} | ${result.errors} |`,
  );
}
console.log(`| argon2id verify (raw, in process) | ${verifies.toFixed(0)} | | | |`);
console.log('\nRatios:');
console.log(
  `  context ÷ bare route          ${ratio(context.requests, bareRoute.requests)}   (target ≥ 0.5)`,
);
console.log(`  course list ÷ same-SQL route  ${ratio(courses.requests, sameSql.requests)}   (target ≥ 0.8)`);
console.log(`  login ÷ argon2id verify       ${ratio(loginResult.requests, verifies)}`);

await app.close();
await bare.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
