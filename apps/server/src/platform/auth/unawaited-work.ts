/**
 * Work an answer must not wait for, kept in memory: only what may be lost in a crash (platform/jobs/
 * transaction-outcome.ts — jobs run inline while the engine is off, the clean-up of a rolled-back upload's
 * objects). Work that must happen is a job queued in its write's transaction instead (DESIGN §11). A failure
 * is logged, never thrown at the caller. `unawaitedWorkSettled()` lets tests, and anything else that must,
 * wait for it.
 */
const running = new Set<Promise<void>>();

type ErrorLog = { error(details: object, message: string): void };
const consoleLog: ErrorLog = { error: (details, message) => console.error(message, details) };

export function runUnawaited(what: string, work: () => Promise<void>, log: ErrorLog = consoleLog): void {
  const run = (async () => {
    // Starts after the caller's current step, so the caller's answer is never held up by the work's start.
    await new Promise<void>((resolve) => setImmediate(resolve));
    await work();
  })().catch((error: unknown) => {
    log.error(
      { work: what, error: error instanceof Error ? error.message : String(error) },
      'unawaited work failed',
    );
  });
  running.add(run);
  void run.finally(() => running.delete(run));
}

/** Resolves once every piece of unawaited work started so far (and any it started) has finished. */
export async function unawaitedWorkSettled(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
