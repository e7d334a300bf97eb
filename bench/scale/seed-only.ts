// Times the large tenant's seed alone (issue 26: under 5 minutes on PGlite), without the endpoint measurements
// of run.ts: a fresh database (PGlite data dir, or a database of its own on PostgreSQL with SCALE_BACKENDS=postgres)
// with the demo data, then seed.ts, printing each step's time, the process's CPU and the row counts.
//   npx tsx bench/scale/seed-only.ts
import { loadavg } from 'node:os';
import { seedLargeTenant } from './seed.ts';
import { type Backend, startServer } from './server.ts';

const backend = (process.env.SCALE_BACKENDS ?? 'pglite') as Backend;
const server = await startServer(backend, 4);
try {
  console.log(
    `Seeding the large tenant on ${backend} (load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')})`,
  );
  const seeded = await seedLargeTenant(server.database);
  console.log(`Counts: ${JSON.stringify(seeded.counts)}`);
  console.log(
    `Load average at the end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await server.close();
}
