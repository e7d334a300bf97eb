// `npm run bench -- --soak` (issue 26 "No memory growth"): SOAK_MINUTES (10) of SOAK_CONNECTIONS (20) connections
// sending, round and round, the mix of scale/endpoints.ts (the learner's course list and context, the manager's
// users, insights and training matrix, the administrator's qualifications, statistics and search) to the server
// in this process, on PGlite (PostgreSQL with SOAK_BACKEND=postgres), at the demo size (SOAK_SCALE=1 seeds the
// large tenant first). Printed: the process's RSS and JS heap at the start (after a warm-up), every minute, at
// the peak and at the end, and the count of answers by status class: 5xx must be 0.
// RSS is the whole process's, the load generator's worker thread included (it is steady); the JS heap is the
// server's alone.
import autocannon from 'autocannon';
import { endpoints, headersFor } from './scale/endpoints.ts';
import { seedLargeTenant } from './scale/seed.ts';
import { type Backend, startServer } from './scale/server.ts';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 20);
const backend = (process.env.SOAK_BACKEND ?? 'pglite') as Backend;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

const server = await startServer(backend, connections);
if (process.env.SOAK_SCALE === '1') {
  const seeded = await seedLargeTenant(server.database);
  console.log(`Large tenant seeded in ${seeded.seconds.toFixed(0)} s`);
}
const list = endpoints(server);
// The learner's context is the lightest request a signed-in page makes; it is in the mix as the pages make it.
list.push({
  key: 'context',
  name: 'learner: context',
  role: 'learner',
  method: 'GET',
  path: '/api/v1/context',
});
const requests = list.map((endpoint) => ({
  method: endpoint.method,
  path: endpoint.path,
  headers: headersFor(server, endpoint),
  body: endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body),
}));
const run = (duration: number) =>
  autocannon({ url: server.url, connections, pipelining: 1, duration, workers: 1, requests });

console.log(
  `Soak: ${backend}, ${connections} connections, ${minutes} min over ${list.length} requests: ${list.map((endpoint) => endpoint.name).join('; ')}`,
);
await run(20);
global.gc?.();
const start = process.memoryUsage();
let peak = start.rss;
let peakHeap = start.heapUsed;
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  peak = Math.max(peak, now.rss);
  peakHeap = Math.max(peakHeap, now.heapUsed);
}, 1000);
const began = Date.now();
const minutely = setInterval(() => {
  const now = process.memoryUsage();
  console.log(
    `  ${((Date.now() - began) / 60_000).toFixed(0).padStart(3)} min  RSS ${mb(now.rss)}  heap ${mb(now.heapUsed)}`,
  );
}, 60_000);
console.log(`  start    RSS ${mb(start.rss)}  heap ${mb(start.heapUsed)} (after 20 s of warm-up)`);
const result = await run(minutes * 60);
clearInterval(minutely);
clearInterval(sampler);
const end = process.memoryUsage();
peak = Math.max(peak, end.rss);
peakHeap = Math.max(peakHeap, end.heapUsed);
console.log(`  end      RSS ${mb(end.rss)}  heap ${mb(end.heapUsed)}`);
if (global.gc) {
  global.gc();
  console.log(`  after a full GC: heap ${mb(process.memoryUsage().heapUsed)}`);
}
console.log(`  peak     RSS ${mb(peak)}  heap ${mb(peakHeap)}`);
const counts = result as unknown as Record<'1xx' | '2xx' | '3xx' | '4xx' | '5xx', number>;
console.log(
  `\n${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
);
console.log(
  `answers: 2xx ${counts['2xx']}, 4xx ${counts['4xx']}, 5xx ${counts['5xx']}, errors/timeouts ${result.errors}/${result.timeouts}`,
);
console.log(
  `RSS start → peak → end: ${mb(start.rss)} → ${mb(peak)} → ${mb(end.rss)}; 5xx: ${counts['5xx']} (must be 0)`,
);
await server.close();
// A timeout is the load generator's (10 s) on a machine too busy for 20 connections, not an answer: printed above;
// only a 5xx fails the soak.
process.exit(counts['5xx'] === 0 ? 0 : 1);
