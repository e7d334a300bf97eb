import PgBoss from 'pg-boss';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { type BossDatabase, openBossDatabase } from './boss-database.ts';
import { groupKey, openJobsByGroup, withoutGroup } from './fair-order.ts';
import { runBatch } from './run-batch.ts';
import type { SqlRunner } from './sql-runner.ts';
import { whenTransactionEnds } from './transaction-outcome.ts';

/**
 * Which attempt a job is on: `final` is true when a failure now will not be retried (the retries are used up,
 * or the job runs inline), so a handler can record a lasting failure exactly once.
 */
export type { SqlRunner } from './sql-runner.ts';
export type JobAttempt = { retryCount: number; final: boolean };
export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>;
export type EnqueueOptions = Pick<
  PgBoss.SendOptions,
  'startAfter' | 'singletonKey' | 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'priority'
> & {
  /**
   * Whom the job is for (a company, say). Jobs of a group take turns with other groups' jobs in the queue: a
   * job's priority drops with the jobs its group already has open there (fair-order.ts), so one company's
   * 5,000 queued jobs do not hold up another company's one. Ignored when `priority` is given. The group is kept
   * in the job's singleton key, so it cannot be given together with `singletonKey`.
   */
  group?: string;
  /**
   * The transaction of the write the job belongs to (`transactionSql(tx)`): the job is inserted there, so it
   * exists exactly when the write does (DESIGN §11). When the engine is not running, the job runs inline once
   * that transaction has committed, unawaited, and never if it rolled back.
   */
  db?: SqlRunner;
};
/** One job of a bulk enqueue (`enqueueMany`): its data and, as for `enqueue`, its group. */
export type BulkJob<T> = { data: T; group?: string };
type ErrorLog = { error(details: object, message: string): void };

/** How a queue is worked in each process (see `register`). */
export type QueueOptions = {
  /** Jobs one worker claims per fetch and runs side by side (default 1). Each job succeeds or fails alone. */
  batchSize?: number;
  /** Workers of the queue in each process, each fetching on its own (default 1). */
  workers?: number;
  /**
   * Whether a job queued by this process wakes one of the queue's workers at once (default). A bulk queue says
   * no: its jobs wait for the next poll and are then claimed a full batch at a time, instead of one fetch (and
   * one completion) per job while a burst is being queued.
   */
  wake?: boolean;
};

/** The job engine every module reaches as `app.services.jobs` (DESIGN §2: pg-boss on our own database). */
export type Jobs = {
  /** True once pg-boss is started in this process; before that (tests, scripts) jobs run inline. */
  readonly running: boolean;
  /** Names a queue and its handler; call before `start()` (modules do it while the app is built). */
  register<T extends object>(name: string, handler: JobHandler<T>, queue?: QueueOptions): void;
  /**
   * Queues a job (retried with backoff), in the caller's transaction when `db` is given. When the engine is
   * not running it runs in-process: at once, or with `db` after that transaction's commit.
   */
  enqueue<T extends object>(name: string, data: T, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Queues many jobs of one queue with a single insert (pg-boss `insert`), in `db` when given — a transaction,
   * so the jobs exist exactly when its writes do (DESIGN §11). Each group's jobs take turns with other groups'
   * as with `enqueue`: one count per group, not one per job. When the engine is not running they run inline one
   * after the other: at once, or with `db` after that transaction's commit (as `enqueue`).
   */
  enqueueMany<T extends object>(
    name: string,
    jobs: BulkJob<T>[],
    options?: { db?: SqlRunner },
  ): Promise<void>;
  /** A cron schedule for a registered queue; pg-boss makes sure only one process sends each tick. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  /**
   * Starts the engine. `workers: false` (JOBS=enqueue-only) queues jobs durably but works none and sends no
   * scheduled ones: another process does, or a later start of this one.
   */
  start(options?: { workers?: boolean }): Promise<void>;
  /**
   * Stops fetching jobs, lets the jobs being worked finish for up to `timeoutMs` (default 10 s) and fails the
   * ones still running then, which pg-boss retries later on any node: a claimed job is never lost. Jobs may still
   * be queued while it waits (a job's follow-up, a request finishing); they stay in the queue.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
};

export type JobsOptions = {
  database: DatabaseHandle;
  config: Pick<Config, 'databaseUrl'>;
  log?: ErrorLog;
  /** How often an idle worker looks for new jobs; pg-boss allows 0.5 s at the least. */
  pollingIntervalSeconds?: number;
};

/** The advisory lock under which a starting process sets up pg-boss's schema and queues. */
const jobSetupLock = 728462;

const defaultRetry = { retryLimit: 3, retryDelay: 30, retryBackoff: true };

/** pg-boss's settings; its statements go through `db` (boss-database.ts: timed, on its own pool on PostgreSQL). */
function bossOptions(db: PgBoss.Db, workers: boolean): PgBoss.ConstructorOptions {
  return { ...defaultRetry, schedule: workers, supervise: workers, migrate: true, db };
}

type Registration = { handler: JobHandler<object>; queue: QueueOptions };

/**
 * Jobs are claimed with `FOR UPDATE SKIP LOCKED`, so any number of server processes can run workers
 * on the same database; each job is handled once (and retried on failure).
 *
 * pg-boss's worker waits its polling interval after every fetch, even one that found work; a queue worked one
 * job per fetch would then do one job every interval. Here a worker whose fetch came back full fetches again at
 * once (`notifyWorker`): more is likely waiting. A partial batch means the queue is drained, so the worker
 * rests until the next poll, unless a job queued by this process wakes it (`QueueOptions.wake`).
 */
export function createJobs(options: JobsOptions): Jobs {
  const log: ErrorLog = options.log ?? { error: (details, message) => console.error(message, details) };
  const registrations = new Map<string, Registration>();
  const schedules = new Map<string, { cron: string; data?: object }>();
  /** This process's workers of each queue, woken when a job is queued here. */
  const workerIds = new Map<string, string[]>();
  let boss: PgBoss | null = null;
  /** The connections of the running engine, closed once it has stopped. */
  let bossDatabase: BossDatabase | null = null;

  async function runInline(name: string, handler: JobHandler<object>, data: object): Promise<void> {
    // Mirrors the queued behaviour: the caller never sees a job's failure, the log does.
    try {
      await handler(data, { retryCount: 0, final: true });
    } catch (error) {
      log.error({ err: error, job: name }, 'inline job failed');
    }
  }

  /**
   * The engine is off (tests, scripts): the jobs run here. With the caller's transaction they wait for it to
   * end and run only if it committed — the inline twin of inserting them in that transaction.
   */
  async function runInlineJobs(name: string, handler: JobHandler<object>, data: object[], db?: SqlRunner) {
    if (!db) {
      for (const one of data) await runInline(name, handler, one);
      return;
    }
    await whenTransactionEnds(db, options.database.db, `job ${name}`, async (outcome) => {
      if (outcome === 'committed') for (const one of data) await runInline(name, handler, one);
    });
  }

  async function attachSchedule(engine: PgBoss, name: string, cron: string, data?: object) {
    await engine.schedule(name, cron, data ?? {}, { tz: 'UTC' });
  }

  /**
   * Wakes one of this process's workers of the queue, in turn: one job needs one worker, and waking them all
   * would send every other one on an empty fetch. A worker busy with a batch fetches again right after it.
   */
  const nextWorker = new Map<string, number>();
  function wakeOneWorker(engine: PgBoss, name: string) {
    const ids = workerIds.get(name) ?? [];
    if (ids.length === 0) return;
    const turn = (nextWorker.get(name) ?? 0) % ids.length;
    nextWorker.set(name, turn + 1);
    engine.notifyWorker(ids[turn]);
  }

  /**
   * Wakes a worker for a job just queued. A job queued in the caller's transaction is visible only once that
   * commits, so the wake waits for it; woken earlier, the worker would find nothing and rest a full poll.
   */
  async function wakeFor(engine: PgBoss, name: string, registration: Registration, db?: SqlRunner) {
    if (registration.queue.wake === false) return;
    if (!db) return wakeOneWorker(engine, name);
    await whenTransactionEnds(db, options.database.db, `wake ${name}`, async (outcome) => {
      if (outcome === 'committed' && boss === engine) wakeOneWorker(engine, name);
    });
  }

  /** Starts a queue's workers; each, having claimed a full batch, skips the polling wait and fetches again. */
  async function startWorkers(engine: PgBoss, name: string, { handler, queue }: Registration) {
    const ids: string[] = [];
    workerIds.set(name, ids);
    const workOptions = {
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      batchSize: queue.batchSize ?? 1,
      includeMetadata: true as const,
    };
    for (let count = 0; count < (queue.workers ?? 1); count++) {
      let id: string | undefined;
      id = await engine.work<object>(name, workOptions, async (jobs) => {
        await runBatch(engine, name, jobs, (job) =>
          handler(withoutGroup(job.data), {
            retryCount: job.retryCount,
            final: job.retryCount >= job.retryLimit,
          }),
        );
        if (jobs.length === workOptions.batchSize && id) engine.notifyWorker(id);
      });
      ids.push(id);
    }
  }

  return {
    get running() {
      return boss !== null;
    },

    register(name, handler, queue = {}) {
      if (boss) throw new Error(`Job "${name}" must be registered before the job engine starts.`);
      registrations.set(name, { handler: handler as JobHandler<object>, queue });
    },

    async enqueue(name, data, enqueueOptions = {}) {
      const registration = registrations.get(name);
      if (!registration) throw new Error(`No job handler is registered for "${name}".`);
      const engine = boss;
      const { group, db, ...sendOptions } = enqueueOptions;
      if (!engine) {
        await runInlineJobs(name, registration.handler, [data], db);
        return null;
      }
      if (group !== undefined && sendOptions.singletonKey !== undefined)
        throw new Error(`Job "${name}": a group and a singleton key cannot be given together.`);
      const runner = db ?? options.database;
      const id =
        group === undefined
          ? await engine.send(name, data, { ...sendOptions, db: runner })
          : await engine.send(name, data, {
              ...sendOptions,
              db: runner,
              singletonKey: groupKey(group),
              priority:
                sendOptions.priority ?? -((await openJobsByGroup(runner, name, [group])).get(group) ?? 0),
            });
      await wakeFor(engine, name, registration, db);
      return id;
    },

    async enqueueMany(name, jobs, { db } = {}) {
      const registration = registrations.get(name);
      if (!registration) throw new Error(`No job handler is registered for "${name}".`);
      if (jobs.length === 0) return;
      const engine = boss;
      if (!engine) {
        await runInlineJobs(
          name,
          registration.handler,
          jobs.map((job) => job.data),
          db,
        );
        return;
      }
      const runner = db ?? options.database;
      const groups = [...new Set(jobs.flatMap((job) => (job.group === undefined ? [] : [job.group])))];
      // Counted in the same transaction as the insert, so the priorities fit what the insert adds to.
      const open = await openJobsByGroup(runner, name, groups);
      const rows = jobs.map(({ data, group }) => {
        if (group === undefined) return { name, data };
        const priority = -(open.get(group) ?? 0);
        open.set(group, (open.get(group) ?? 0) + 1);
        return { name, data, priority, singletonKey: groupKey(group) };
      });
      await engine.insert(rows, { db: runner });
      await wakeFor(engine, name, registration, db);
    },

    async schedule(name, cron, data) {
      if (!registrations.has(name)) throw new Error(`No job handler is registered for "${name}".`);
      schedules.set(name, { cron, data });
      if (boss) await attachSchedule(boss, name, cron, data);
    },

    async start({ workers = true } = {}) {
      if (boss) return;
      const connections = openBossDatabase(options.database, options.config.databaseUrl, log);
      const engine = new PgBoss(bossOptions(connections.db, workers));
      // pg-boss reports worker and maintenance failures as events; an unheard 'error' would end the process.
      engine.on('error', (error) => log.error({ err: error }, 'job engine error'));
      // pg-boss's schema and each queue's partition are DDL: processes starting together on one database set
      // them up one after the other, or two of them creating the same queues deadlock and one fails to start.
      try {
        await options.database.withLock(jobSetupLock, async () => {
          await engine.start();
          for (const name of registrations.keys()) await engine.createQueue(name);
        });
      } catch (error) {
        await engine.stop({ graceful: false }).catch(() => {});
        await connections.close().catch(() => {});
        throw error;
      }
      boss = engine;
      bossDatabase = connections;
      if (!workers) return;
      for (const [name, registration] of registrations) await startWorkers(engine, name, registration);
      for (const [name, { cron, data }] of schedules) await attachSchedule(engine, name, cron, data);
    },

    async stop({ timeoutMs = 10_000 } = {}) {
      const engine = boss;
      if (!engine) return;
      workerIds.clear();
      // Graceful: running jobs get up to `timeoutMs` to finish; unfinished ones are failed and retried later.
      // The engine stays this process's queue meanwhile, so what a finishing job queues is queued, not run inline.
      try {
        await engine.stop({ graceful: true, wait: true, timeout: timeoutMs });
      } finally {
        if (boss === engine) boss = null;
        const connections = bossDatabase;
        bossDatabase = null;
        await connections
          ?.close()
          .catch((error) => log.error({ err: error }, 'job engine pool close failed'));
      }
    },
  };
}
