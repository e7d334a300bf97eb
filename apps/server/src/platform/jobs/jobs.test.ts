import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase } from '../../test/template-database.ts';
import { createJobs } from './jobs.ts';

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
});
