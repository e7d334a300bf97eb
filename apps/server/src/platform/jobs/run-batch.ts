import type PgBoss from 'pg-boss';

/**
 * Runs the jobs one fetch claimed side by side, each succeeding or failing on its own. A failed job is failed
 * here, so pg-boss retries it with its backoff; pg-boss then completes the batch, which touches only the jobs
 * still active (the ones that succeeded). Letting a failure escape would instead fail the whole batch, and
 * retry jobs that had already done their work.
 */
export async function runBatch<T>(
  engine: PgBoss,
  queue: string,
  jobs: PgBoss.JobWithMetadata<T>[],
  run: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
): Promise<void> {
  const outcomes = await Promise.allSettled(jobs.map((job) => run(job)));
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.status === 'rejected') await engine.fail(queue, jobs[index].id, outcome.reason as object);
  }
}
