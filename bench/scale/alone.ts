// `npm run bench -- --scale-alone`: the scale bench's requests timed one at a time against a database kept between
// runs, so a change to one query can be measured in seconds instead of the full run's ~35 minutes (which seeds
// twice and loads the machine). The first run on a database loads the demo data (and, with SCALE_SIZE=large, the
// large tenant of seed.ts on top); later runs find them there and only measure.
//
//   SCALE_BACKENDS   postgres (default) or pglite
//   SCALE_DATABASE   the PostgreSQL database to use on DATABASE_URL's server (made when missing, never dropped),
//                    e.g. academy_scale_large; required for postgres
//   SCALE_DATA_DIR   the PGlite data directory to use (made when missing, never removed); required for pglite
//   SCALE_SIZE       demo (default) or large: whether to seed the large tenant when the database has not got it
//   SCALE_ONLY       endpoint keys of endpoints.ts, comma-separated (courses,users,insights,matrix,qualifications,
//                    statistics,statistics-fresh,search); all when unset
//   SCALE_REPEAT     requests per endpoint (10); the median is printed, with the fastest and the slowest
//   SCALE_EXPLAIN    1: print the EXPLAIN (ANALYZE) of each endpoint's slowest statements too
import { call, endpoints } from './endpoints.ts';
import { explain } from './explain.ts';
import { median } from './load.ts';
import { countRows, scaleSize, seedLargeTenant } from './seed.ts';
import { type Backend, startServer } from './server.ts';

const backend = (process.env.SCALE_BACKENDS ?? 'postgres') as Backend;
const size = process.env.SCALE_SIZE ?? 'demo';
const repeat = Math.max(1, Number(process.env.SCALE_REPEAT ?? 10));
const only = process.env.SCALE_ONLY?.split(',').filter(Boolean);

const keep =
  backend === 'postgres' ? { database: process.env.SCALE_DATABASE } : { dataDir: process.env.SCALE_DATA_DIR };
if (!keep.database && !keep.dataDir)
  throw new Error(
    `Set ${backend === 'postgres' ? 'SCALE_DATABASE' : 'SCALE_DATA_DIR'}: the database to keep.`,
  );

const server = await startServer(backend, 10, keep);
let counts = await countRows(server.database);
if (size === 'large' && counts.users < scaleSize.learners) {
  console.log('Seeding the large tenant (once for this database) …');
  counts = (await seedLargeTenant(server.database)).counts;
}
console.log(`# ${backend}, ${keep.database ?? keep.dataDir}: ${JSON.stringify(counts)}\n`);
console.log(`| request | median ms (of ${repeat}) | fastest | slowest |`);
console.log('|---|---:|---:|---:|');
const list = endpoints(server).filter((endpoint) => !only || only.includes(endpoint.key));
for (const endpoint of list) {
  await call(server, endpoint); // warm: plans, caches, the connection
  const durations: number[] = [];
  for (let index = 0; index < repeat; index++) {
    const started = performance.now();
    await call(server, endpoint);
    durations.push(performance.now() - started);
  }
  console.log(
    `| ${endpoint.name} | ${median(durations).toFixed(1)} | ${Math.min(...durations).toFixed(1)} | ${Math.max(...durations).toFixed(1)} |`,
  );
}
if (process.env.SCALE_EXPLAIN === '1') for (const endpoint of list) await explain(server, endpoint, 3);
await server.close();
process.exit(0);
