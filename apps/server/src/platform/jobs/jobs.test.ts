import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase } from '../../test/template-database.ts';
import { unawaitedWorkSettled } from '../auth/unawaited-work.ts';
import { createJobs } from './jobs.ts';
import { transactionSql } from './transaction-sql.ts';

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('jobs on pg-boss', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await drop();
  });

  it('runs a queued job in a worker and records it as completed', async () => {
    const jobs = createJobs({ database, config: { databaseUrl: undefined }, pollingIntervalSeconds: 0.5 });
    const seen: { n: number }[] = [];
    jobs.register<{ n: number }>('test.echo', async (data) => {
      seen.push(data);
    });
    await jobs.start();
    expect(jobs.running).toBe(true);

    const id = await jobs.enqueue('test.echo', { n: 7 });
    expect(id).toEqual(expect.any(String));
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual([{ n: 7 }]);

    // pg-boss marks the job completed right after the handler returns.
    const state = async () =>
      (await database.executeSql('select state from pgboss.job where id = $1', [id])).rows[0]?.state;
    await waitFor(async () => (await state()) === 'completed');

    await jobs.stop();
    expect(jobs.running).toBe(false);
  });

  it('retries a failed job and tells the handler which attempt is the last', async () => {
    const jobs = createJobs({ database, config: { databaseUrl: undefined }, pollingIntervalSeconds: 0.5 });
    const attempts: { retryCount: number; final: boolean }[] = [];
    jobs.register<{ n: number }>('test.flaky', async (_data, attempt) => {
      attempts.push(attempt);
      if (attempts.length === 1) throw new Error('first attempt fails');
    });
    await jobs.start();
    await jobs.enqueue('test.flaky', { n: 1 }, { retryLimit: 1, retryDelay: 0, retryBackoff: false });
    await waitFor(() => attempts.length === 2);
    expect(attempts).toEqual([
      { retryCount: 0, final: false },
      { retryCount: 1, final: true },
    ]);
    await jobs.stop();
  });

  it('keeps a schedule in the database so that one process sends each tick', async () => {
    const jobs = createJobs({ database, config: { databaseUrl: undefined }, pollingIntervalSeconds: 0.5 });
    jobs.register('test.nightly', async () => {});
    await jobs.schedule('test.nightly', '0 3 * * *');
    await jobs.start();
    const { rows } = await database.executeSql('select name, cron from pgboss.schedule where name = $1', [
      'test.nightly',
    ]);
    expect(rows).toEqual([{ name: 'test.nightly', cron: '0 3 * * *' }]);
    await jobs.stop();
  });

  /** A promise the test resolves: a handler that awaits it holds its worker until the test lets it go. */
  function gate() {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { opened, open };
  }

  it('claims a batch per fetch, runs it side by side, and fetches again at once while work is waiting', async () => {
    // A polling interval far longer than the test: only a worker that does not wait between fetches finishes.
    const jobs = createJobs({ database, config: { databaseUrl: undefined }, pollingIntervalSeconds: 60 });
    const first = gate();
    let firstStarted = false;
    let running = 0;
    let widest = 0;
    const done: number[] = [];
    jobs.register<{ n: number }>(
      'test.batch',
      async ({ n }) => {
        if (n === 0) {
          firstStarted = true;
          await first.opened;
        }
        running++;
        widest = Math.max(widest, running);
        await new Promise((resolve) => setImmediate(resolve));
        running--;
        done.push(n);
      },
      { batchSize: 5 },
    );
    await jobs.start();
    // The first job holds the worker while twenty more are queued, so the next fetches find full batches.
    await jobs.enqueue('test.batch', { n: 0 });
    await waitFor(() => firstStarted);
    for (let n = 1; n <= 20; n++) await jobs.enqueue('test.batch', { n });
    first.open();
    await waitFor(() => done.length === 21);
    expect(widest).toBe(5);
    expect([...done].sort((a, b) => a - b)).toEqual(Array.from({ length: 21 }, (_, n) => n));
    await jobs.stop();
  });

  it('retries only the failed job of a batch; the others complete once', async () => {
    const jobs = createJobs({ database, config: { databaseUrl: undefined }, pollingIntervalSeconds: 60 });
    const first = gate();
    let firstStarted = false;
    const calls: [number, number][] = [];
    jobs.register<{ n: number }>(
      'test.batch-retry',
      async ({ n }, attempt) => {
        if (n === 0) {
          firstStarted = true;
          await first.opened;
        }
        calls.push([n, attempt.retryCount]);
        if (n === 3 && attempt.retryCount === 0) throw new Error('flaky');
      },
      { batchSize: 5 },
    );
    await jobs.start();
    const retry = { retryLimit: 1, retryDelay: 0, retryBackoff: false };
    const ids = [await jobs.enqueue('test.batch-retry', { n: 0 }, retry)];
    await waitFor(() => firstStarted);
    for (let n = 1; n <= 5; n++) ids.push(await jobs.enqueue('test.batch-retry', { n }, retry));
    first.open();
    const states = async () =>
      (await database.executeSql('select state from pgboss.job where id = any($1::uuid[])', [ids])).rows.map(
        (row) => row.state,
      );
    await waitFor(async () => (await states()).every((state) => state === 'completed'));
    expect([...calls].sort((a, b) => a[0] - b[0] || a[1] - b[1])).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
      [3, 1],
      [4, 0],
      [5, 0],
    ]);
    await jobs.stop();
  });

  it("lets groups take turns: another group's job is not queued behind one group's backlog", async () => {
    const jobs = createJobs({ database, config: { databaseUrl: undefined }, pollingIntervalSeconds: 60 });
    const first = gate();
    let firstStarted = false;
    const order: string[] = [];
    jobs.register<{ id: string }>('test.fair', async ({ id, ...rest }) => {
      // The group travels with the job but is not the handler's business.
      expect(rest).toEqual({});
      if (order.length === 0) {
        firstStarted = true;
        await first.opened;
      }
      order.push(id);
    });
    await jobs.start();
    // Company A's first job holds the only worker while A queues nine more, then B two and C one.
    await jobs.enqueue('test.fair', { id: 'a1' }, { group: 'company:a' });
    await waitFor(() => firstStarted);
    for (let n = 2; n <= 10; n++) await jobs.enqueue('test.fair', { id: `a${n}` }, { group: 'company:a' });
    await jobs.enqueue('test.fair', { id: 'b1' }, { group: 'company:b' });
    await jobs.enqueue('test.fair', { id: 'b2' }, { group: 'company:b' });
    await jobs.enqueue('test.fair', { id: 'c1' }, { group: 'company:c' });
    first.open();
    await waitFor(() => order.length === 13);
    // Round by round: every group's first job, then every group's second, and so on.
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10']);
    await jobs.stop();
  });

  it('queues many jobs with one insert in a transaction: none when it rolls back, in turn with other groups', async () => {
    const jobs = createJobs({ database, config: { databaseUrl: undefined }, pollingIntervalSeconds: 60 });
    const first = gate();
    let firstStarted = false;
    const order: string[] = [];
    jobs.register<{ id: string }>('test.bulk', async ({ id }) => {
      if (order.length === 0) {
        firstStarted = true;
        await first.opened;
      }
      order.push(id);
    });
    await jobs.start();
    // Company A's first job holds the only worker while its backlog is queued in bulk.
    await jobs.enqueue('test.bulk', { id: 'a0' }, { group: 'company:a' });
    await waitFor(() => firstStarted);
    const bulk = (prefix: string, count: number, group: string) =>
      Array.from({ length: count }, (_, n) => ({ data: { id: `${prefix}${n + 1}` }, group }));
    await database.db.transaction(async (tx) => {
      await jobs.enqueueMany('test.bulk', bulk('a', 200, 'company:a'), { db: transactionSql(tx) });
    });
    // A bulk action that fails after queueing: its jobs go with its rollback.
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.enqueueMany('test.bulk', bulk('z', 5, 'company:z'), { db: transactionSql(tx) });
        throw new Error('the writes failed');
      }),
    ).rejects.toThrow('the writes failed');
    await jobs.enqueueMany('test.bulk', bulk('b', 2, 'company:b'));
    first.open();
    await waitFor(() => order.length === 203);
    // B's two come in the first two rounds, not after A's 200; Z's never came; every job ran once.
    expect(order.slice(0, 5)).toEqual(['a0', 'b1', 'a1', 'b2', 'a2']);
    expect(order.filter((id) => id.startsWith('z'))).toEqual([]);
    expect(new Set(order).size).toBe(203);
    await jobs.stop();
  });

  it('runs jobs inline when the engine is not started, and keeps a failing job from reaching the caller', async () => {
    const errors: unknown[] = [];
    const jobs = createJobs({
      database,
      config: { databaseUrl: undefined },
      log: { error: (details) => errors.push(details) },
    });
    const seen: string[] = [];
    jobs.register<{ word: string }>('test.inline', async ({ word }) => {
      if (word === 'boom') throw new Error('boom');
      seen.push(word);
    });
    expect(await jobs.enqueue('test.inline', { word: 'hello' })).toBeNull();
    expect(seen).toEqual(['hello']);
    await expect(jobs.enqueue('test.inline', { word: 'boom' })).resolves.toBeNull();
    expect(errors).toHaveLength(1);
    await expect(jobs.enqueue('test.unknown', {})).rejects.toThrow(/No job handler/);
  });

  it('queues a job in the write’s transaction: it exists when the write committed, never when it rolled back', async () => {
    const jobs = createJobs({ database, config: { databaseUrl: undefined }, pollingIntervalSeconds: 0.5 });
    const seen: string[] = [];
    jobs.register<{ id: string }>('test.in-tx', async ({ id }) => {
      seen.push(id);
    });
    await jobs.start();
    await database.db.transaction(async (tx) => {
      await jobs.enqueue('test.in-tx', { id: 'kept' }, { db: transactionSql(tx), group: 'company:a' });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.enqueue('test.in-tx', { id: 'lost' }, { db: transactionSql(tx) });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await waitFor(() => seen.length === 1);
    const queued = await database.executeSql(
      "select data->>'id' as id from pgboss.job where name = 'test.in-tx' order by id",
    );
    expect(queued.rows.map((row) => row.id)).toEqual(['kept']);
    await jobs.stop();
    expect(seen).toEqual(['kept']);
  });

  it('runs a job queued in a transaction inline only after that transaction committed', async () => {
    const jobs = createJobs({ database, config: { databaseUrl: undefined } });
    const seen: string[] = [];
    jobs.register<{ id: string }>('test.inline-tx', async ({ id }) => {
      seen.push(id);
    });
    await database.db.transaction(async (tx) => {
      await jobs.enqueue('test.inline-tx', { id: 'committed' }, { db: transactionSql(tx) });
      // Still inside the transaction: nothing has run yet.
      expect(seen).toEqual([]);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.enqueueMany('test.inline-tx', [{ data: { id: 'rolled back' } }], {
          db: transactionSql(tx),
        });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await unawaitedWorkSettled();
    expect(seen).toEqual(['committed']);
  });
});
