import PgBoss from 'pg-boss';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';

/**
 * Which attempt a job is on: `final` is true when a failure now will not be retried (the retries are used up,
 * or the job runs inline), so a handler can record a lasting failure exactly once.
 */
export type JobAttempt = { retryCount: number; final: boolean };
export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>;
export type EnqueueOptions = Pick<
  PgBoss.SendOptions,
  'startAfter' | 'singletonKey' | 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'priority'
>;
type ErrorLog = { error(details: object, message: string): void };

/** The job engine every module reaches as `app.services.jobs` (DESIGN §2: pg-boss on our own database). */
export type Jobs = {
  /** True once pg-boss is started in this process; before that (tests, scripts) jobs run inline. */
  readonly running: boolean;
  /** Names a queue and its handler; call before `start()` (modules do it while the app is built). */
  register<T extends object>(name: string, handler: JobHandler<T>): void;
  /** Queues a job (retried with backoff); runs it in-process at once when the engine is not running. */
  enqueue<T extends object>(name: string, data: T, options?: EnqueueOptions): Promise<string | null>;
  /** A cron schedule for a registered queue; pg-boss makes sure only one process sends each tick. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export type JobsOptions = {
  database: DatabaseHandle;
  config: Pick<Config, 'databaseUrl'>;
  log?: ErrorLog;
  /** How often workers look for new jobs; pg-boss allows 0.5 s at the least. */
  pollingIntervalSeconds?: number;
};

const defaultRetry = { retryLimit: 3, retryDelay: 30, retryBackoff: true };

/**
 * On PostgreSQL pg-boss opens its own small pool; on PGlite (a single in-process connection) it goes
 * through the database handle, whose `executeSql` runs multi-statement text with `exec` (DESIGN §2).
 */
function bossOptions(options: JobsOptions): PgBoss.ConstructorOptions {
  const shared = { ...defaultRetry, schedule: true, supervise: true, migrate: true };
  if (options.database.kind === 'postgres' && options.config.databaseUrl) {
    return {
      ...shared,
      connectionString: options.config.databaseUrl,
      max: 4,
      application_name: 'academy-jobs',
    };
  }
  return { ...shared, db: { executeSql: (text, values) => options.database.executeSql(text, values) } };
}

/**
 * Jobs are claimed with `FOR UPDATE SKIP LOCKED`, so any number of server processes can run workers
 * on the same database; each job is handled once (and retried on failure).
 */
export function createJobs(options: JobsOptions): Jobs {
  const log: ErrorLog = options.log ?? { error: (details, message) => console.error(message, details) };
  const handlers = new Map<string, JobHandler<object>>();
  const schedules = new Map<string, { cron: string; data?: object }>();
  let boss: PgBoss | null = null;

  async function runInline(name: string, handler: JobHandler<object>, data: object): Promise<void> {
    // Mirrors the queued behaviour: the caller never sees a job's failure, the log does.
    try {
      await handler(data, { retryCount: 0, final: true });
    } catch (error) {
      log.error({ err: error, job: name }, 'inline job failed');
    }
  }

  async function attachSchedule(engine: PgBoss, name: string, cron: string, data?: object) {
    await engine.schedule(name, cron, data ?? {}, { tz: 'UTC' });
  }

  return {
    get running() {
      return boss !== null;
    },

    register(name, handler) {
      if (boss) throw new Error(`Job "${name}" must be registered before the job engine starts.`);
      handlers.set(name, handler as JobHandler<object>);
    },

    async enqueue(name, data, enqueueOptions = {}) {
      const handler = handlers.get(name);
      if (!handler) throw new Error(`No job handler is registered for "${name}".`);
      if (!boss) {
        await runInline(name, handler, data);
        return null;
      }
      return boss.send(name, data, enqueueOptions);
    },

    async schedule(name, cron, data) {
      if (!handlers.has(name)) throw new Error(`No job handler is registered for "${name}".`);
      schedules.set(name, { cron, data });
      if (boss) await attachSchedule(boss, name, cron, data);
    },

    async start() {
      if (boss) return;
      const engine = new PgBoss(bossOptions(options));
      // pg-boss reports worker and maintenance failures as events; an unheard 'error' would end the process.
      engine.on('error', (error) => log.error({ err: error }, 'job engine error'));
      await engine.start();
      const workOptions = {
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        batchSize: 1,
        includeMetadata: true as const,
      };
      for (const [name, handler] of handlers) {
        await engine.createQueue(name);
        await engine.work<object>(name, workOptions, async (jobs) => {
          for (const job of jobs)
            await handler(job.data, {
              retryCount: job.retryCount,
              final: job.retryCount >= job.retryLimit,
            });
        });
      }
      for (const [name, { cron, data }] of schedules) await attachSchedule(engine, name, cron, data);
      boss = engine;
    },

    async stop() {
      const engine = boss;
      if (!engine) return;
      boss = null;
      // Graceful: running jobs get a few seconds to finish; unfinished ones are failed and retried later.
      await engine.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
