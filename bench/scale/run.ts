// `npm run bench -- --scale` (issue 26 "Data at scale"): does a request's cost grow with the tenant?
// On PGlite, then on PostgreSQL when one answers (DATABASE_URL's server, else 127.0.0.1:5432; a database is made
// for the run and dropped after), the same process measures the endpoints of endpoints.ts at the demo size, seeds
// the large tenant (seed.ts) on top, and measures them again. Each size: every target warmed up, then measured in
// interleaved rounds beside a bare Fastify route (the yardstick: a slow spell of this shared machine lands on
// both). Printed per endpoint: req/s and p99 at both sizes and the cost ratio large ÷ demo (target ≤ 1.5), the
// time a company report of 10,000 lines takes at the large size; then the EXPLAIN (ANALYZE) of the slowest
// statements of every endpoint above target, captured from one request through the drizzle logger.
//
// SCALE_SECONDS (3) per target and round, SCALE_ROUNDS (2), SCALE_WARMUP_SECONDS (1), SCALE_CONNECTIONS (10),
// SCALE_BACKENDS (pglite,postgres). On the shared 2-core machine under load: ~19 minutes on PGlite (4–6 of them
// seeding before the seed loaded its big tables ahead of their indexes, now 1–2; several waiting for queues of slow
// requests to drain) and ~13 on PostgreSQL. `seed-only.ts` times the seed alone.
import Fastify from 'fastify';
import { countQueries } from '../../apps/server/src/db/query-counter.ts';
import { asTarget, call, type Endpoint, endpoints } from './endpoints.ts';
import { explain } from './explain.ts';
import { measure, median, type Sample, summary, type Target } from './load.ts';
import { countRows, seedLargeTenant } from './seed.ts';
import { type Backend, type BenchServer, postgresAnswers, startServer } from './server.ts';

const seconds = Number(process.env.SCALE_SECONDS ?? 3);
const rounds = Math.max(1, Number(process.env.SCALE_ROUNDS ?? 2));
const warmupSeconds = Number(process.env.SCALE_WARMUP_SECONDS ?? 1);
const connections = Number(process.env.SCALE_CONNECTIONS ?? 10);
const ratioTarget = 1.5;
const wanted = (process.env.SCALE_BACKENDS ?? 'pglite,postgres').split(',') as Backend[];

type SizeResult = {
  samples: Record<string, Sample[]>;
  statements: Record<string, number>;
  /** Milliseconds one request takes alone (median of up to 5, one at a time): what throughput hides at 0 req/s. */
  alone: Record<string, number>;
  report: { seconds: number; lines: number };
};

/** A bare Fastify route, and one running a single primary-key query on the same database. */
async function yardsticks(server: BenchServer) {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ data: { item: { ok: true } } }));
  bare.get('/primary-key', async () => {
    const { rows } = await server.database.executeSql('select id, email from users where id = $1', [1]);
    return { data: { item: rows[0] } };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;
  const targets: Record<string, Target> = {
    bare: { name: 'bare Fastify route', options: { url: `${url}/bare` } },
    primaryKey: { name: 'bare route, one primary-key query', options: { url: `${url}/primary-key` } },
  };
  return { targets, close: () => bare.close() };
}

/** A company report (issue 14) of Nordlys's qualifications, asked for and polled as the Reports tab does. */
async function reportTime(server: BenchServer): Promise<{ seconds: number; lines: number }> {
  const headers = { ...server.headers.manager, 'content-type': 'application/json' };
  const started = performance.now();
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/v1/company-reports',
    headers,
    payload: JSON.stringify({ name: 'Scale bench', format: 'csv' }),
  });
  if (created.statusCode !== 201) throw new Error(`Report refused: ${created.statusCode} ${created.body}`);
  const { uuid } = created.json().data.item as { uuid: string };
  for (;;) {
    const answer = await server.app.inject({ url: `/api/v1/company-reports/${uuid}`, headers });
    const report = answer.json().data.item as { status: string; rows_written: number };
    if (report.status === 'failed') throw new Error(`The report failed: ${answer.body}`);
    if (report.status === 'done')
      return { seconds: (performance.now() - started) / 1000, lines: report.rows_written };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the requests a measurement left behind are done: autocannon stops at the end of its time, but the
 * server still answers what it had accepted — on PGlite, whose queries run on this thread, a queue of slow
 * requests would block the next target (the bare route included). PostgreSQL: no other active statement on the
 * run's database; PGlite: `select 1` answered at once three times running (its queue is first come, first served).
 */
async function drain(server: BenchServer): Promise<void> {
  const deadline = Date.now() + 300_000;
  let quiet = 0;
  while (quiet < 3 && Date.now() < deadline) {
    const started = performance.now();
    const { rows } = await server.database.executeSql(
      server.backend === 'postgres'
        ? `select count(*)::int as busy from pg_stat_activity
             where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`
        : 'select 0 as busy',
    );
    const idle = Number(rows[0].busy) === 0 && performance.now() - started < 20;
    quiet = idle ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function measureSize(server: BenchServer, list: Endpoint[], yard: Record<string, Target>) {
  const targets: Record<string, Target> = { ...yard };
  for (const endpoint of list) targets[endpoint.key] = asTarget(server, endpoint);
  const statements: Record<string, number> = {};
  for (const endpoint of list) {
    statements[endpoint.key] = (await countQueries(() => call(server, endpoint))).count;
  }
  const keys = Object.keys(targets);
  const run = async (key: string, duration: number) => {
    const sample = await measure(targets[key], duration, connections);
    await drain(server);
    return sample;
  };
  for (const key of keys) await run(key, warmupSeconds);
  const samples = Object.fromEntries(keys.map((key) => [key, [] as Sample[]]));
  for (let round = 0; round < rounds; round++) {
    for (const key of keys) samples[key].push(await run(key, seconds));
  }
  // Last, warm and with nothing else in flight: one request at a time.
  const alone: Record<string, number> = {};
  for (const endpoint of list) {
    const durations: number[] = [];
    const began = performance.now();
    while (durations.length < 5 && performance.now() - began < 10_000) {
      const started = performance.now();
      await call(server, endpoint);
      durations.push(performance.now() - started);
    }
    alone[endpoint.key] = median(durations);
  }
  return { samples, statements, alone, report: await reportTime(server) } satisfies SizeResult;
}

/**
 * Cost of a request relative to the bare route of the same round, so a machine slower in one half of the run
 * than in the other does not read as growth; the ratio is the median round's large cost ÷ the demo's.
 */
function costRatio(demo: SizeResult, large: SizeResult, key: string): number {
  const cost = (size: SizeResult) =>
    median(size.samples[key].map((sample, round) => size.samples.bare[round].requests / sample.requests));
  return cost(large) / cost(demo);
}

async function runBackend(backend: Backend) {
  console.log(`\n## ${backend}: demo size, then the large tenant\n`);
  const started = performance.now();
  const server = await startServer(backend);
  const yard = await yardsticks(server);
  const list = endpoints(server);
  const demoCounts = await countRows(server.database);
  const demo = await measureSize(server, list, yard.targets);
  console.log(`Demo size measured (${JSON.stringify(demoCounts)}). Seeding the large tenant …`);
  const seeded = await seedLargeTenant(server.database);
  console.log(`Large tenant seeded in ${seeded.seconds.toFixed(0)} s: ${JSON.stringify(seeded.counts)}`);
  const large = await measureSize(server, list, yard.targets);

  console.log(
    `\n${backend}, ${connections} connections, ${rounds} interleaved rounds of ${seconds} s per target after ${warmupSeconds} s of warm-up (shared 2-core machine: absolute figures swing with its load)\n`,
  );
  console.log(
    '| target | SQL statements demo → large | demo req/s | demo p99 ms | large req/s | large p99 ms | cost ratio large ÷ demo | alone ms demo → large | alone ratio | errors |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const growing: Endpoint[] = [];
  for (const key of Object.keys(demo.samples)) {
    const d = summary(demo.samples[key]);
    const l = summary(large.samples[key]);
    const endpoint = list.find((candidate) => candidate.key === key);
    const ratio = costRatio(demo, large, key);
    const aloneRatio = endpoint ? large.alone[key] / demo.alone[key] : Number.NaN;
    // Under heavy load a slow request may not finish within a round (0 req/s, ratio ∞): the alone ratio still says.
    if (endpoint && (ratio > ratioTarget || aloneRatio > ratioTarget)) growing.push(endpoint);
    const name = endpoint?.name ?? yard.targets[key].name;
    const statementCount = endpoint ? `${demo.statements[key]} → ${large.statements[key]}` : '';
    const flag = (value: number) =>
      Number.isFinite(value)
        ? `${value.toFixed(2)}${value > ratioTarget ? ' ✗' : ''}`
        : value > 0
          ? '∞ ✗'
          : '';
    const ratioText = key === 'bare' ? '(yardstick)' : flag(ratio);
    const aloneText = endpoint ? `${demo.alone[key].toFixed(0)} → ${large.alone[key].toFixed(0)}` : '';
    console.log(
      `| ${name} | ${statementCount} | ${d.requests.toFixed(0)} | ${d.p99} | ${l.requests.toFixed(0)} | ${l.p99} | ${ratioText} | ${aloneText} | ${endpoint ? flag(aloneRatio) : ''} | ${d.errors + l.errors} |`,
    );
  }
  console.log(
    `| company report, csv (time to done) | | ${demo.report.lines} lines in ${demo.report.seconds.toFixed(1)} s | | ${large.report.lines} lines in ${large.report.seconds.toFixed(1)} s | | | | | |`,
  );
  console.log(
    `\nCost ratio: (bare route req/s ÷ endpoint req/s) at the large size over the same at the demo size, median round; alone ratio: one request's time alone, large ÷ demo. Target ≤ ${ratioTarget}.`,
  );
  console.log(
    growing.length
      ? `Above target: ${growing.map((endpoint) => endpoint.name).join('; ')}.`
      : 'No endpoint above target.',
  );
  if (growing.length) console.log('\n### EXPLAIN (ANALYZE) at the large size');
  for (const endpoint of growing) await explain(server, endpoint);
  await yard.close();
  await server.close();
  console.log(`\n${backend} done in ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
}

console.log('# Academy scale bench (issue 26)');
for (const backend of wanted) {
  if (backend === 'postgres' && !(await postgresAnswers())) {
    console.log(
      '\nNo PostgreSQL answers (DATABASE_URL, else 127.0.0.1:5432): the PostgreSQL half is skipped.',
    );
    continue;
  }
  await runBackend(backend);
}
process.exit(0);
