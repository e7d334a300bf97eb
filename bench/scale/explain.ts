// The plans behind a slow request: its statements captured from one call (the drizzle logger), each SELECT timed,
// the slowest printed with EXPLAIN (ANALYZE). Used by the scale bench (run.ts) and by alone.ts.
import { countQueries } from '../../apps/server/src/db/query-counter.ts';
import { call, type Endpoint } from './endpoints.ts';
import type { BenchServer } from './server.ts';

/** Times each SELECT of one request, then prints the plans of the two slowest, EXPLAIN (ANALYZE). */
export async function explain(server: BenchServer, endpoint: Endpoint, slowest = 2) {
  const captured = await countQueries(() => call(server, endpoint));
  const timed: { text: string; values: unknown[]; ms: number }[] = [];
  for (let index = 0; index < captured.statements.length; index++) {
    const text = captured.statements[index];
    if (!/^\s*(select|with)\b/i.test(text)) continue;
    const started = performance.now();
    await server.database.executeSql(text, captured.parameters[index]);
    timed.push({ text, values: captured.parameters[index], ms: performance.now() - started });
  }
  timed.sort((a, b) => b.ms - a.ms);
  console.log(
    `\n#### ${endpoint.name} — ${captured.count} statements; the slowest: ${timed
      .slice(0, 4)
      .map((statement) => `${statement.ms.toFixed(1)} ms`)
      .join(', ')}`,
  );
  for (const statement of timed.slice(0, slowest)) {
    const { rows } = await server.database.executeSql(
      `explain (analyze) ${statement.text}`,
      statement.values,
    );
    const plan = rows.map((row) => String(Object.values(row)[0]));
    console.log(`\n${statement.ms.toFixed(1)} ms: ${statement.text.replace(/\s+/g, ' ').slice(0, 400)}\n`);
    console.log('```');
    // The head of the plan, then its summary (planning, JIT — PostgreSQL compiles a plan whose estimated cost is
    // high, which can cost more than running it — and execution time) however long the plan.
    const summaryStart = plan.findIndex((line) => line.startsWith('Planning Time'));
    const body = summaryStart < 0 ? plan : plan.slice(0, summaryStart);
    console.log(body.slice(0, 40).join('\n'));
    if (body.length > 40) console.log(`… ${body.length - 40} more plan lines`);
    if (summaryStart >= 0) console.log(plan.slice(summaryStart).join('\n'));
    console.log('```');
  }
}
