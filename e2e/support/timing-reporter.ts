import { relative } from 'node:path';
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';

/**
 * Prints, once a run has ended, where its time went: the slowest spec files and the slowest tests. The CI log
 * is all a CI run leaves, so it says there which specs to make cheaper next. Next to `list`, not instead of it.
 *
 * A test's time is that of all its attempts, hooks and fixtures included (a spec's `beforeAll`, e.g. starting
 * its own server, counts in the test it ran for). A file's time is the sum of its tests' times: worker time,
 * what the file costs the run whatever the number of workers.
 */
const slowestFiles = 20;
const slowestTests = 15;

type Timed = { name: string; ms: number };

export default class TimingReporter implements Reporter {
  private rootDir = '';
  private startedAt = 0;
  private readonly testMs = new Map<TestCase, number>();

  onBegin(config: FullConfig, _suite: Suite): void {
    this.rootDir = config.rootDir;
    this.startedAt = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    // Retries add up: a flaky test costs every attempt it took.
    this.testMs.set(test, (this.testMs.get(test) ?? 0) + result.duration);
  }

  onEnd(_result: FullResult): void {
    // No test ran (the global setup failed, or nothing matched): there is no time to account for.
    if (this.testMs.size === 0) return;
    const fileMs = new Map<string, number>();
    const tests: Timed[] = [];
    let workerMs = 0;
    for (const [test, ms] of this.testMs) {
      const file = relative(this.rootDir, test.location.file);
      fileMs.set(file, (fileMs.get(file) ?? 0) + ms);
      tests.push({ name: `${file} › ${test.titlePath().slice(3).join(' › ') || test.title}`, ms });
      workerMs += ms;
    }
    const files = [...fileMs].map(([name, ms]) => ({ name, ms }));
    const lines = [
      '',
      `Time: ${seconds(Date.now() - this.startedAt)} wall since the first test began (global setup not counted), ${seconds(workerMs)} in ${this.testMs.size} tests of ${files.length} files (worker time)`,
      ...table(`Slowest ${slowestFiles} spec files (sum of their tests)`, files, slowestFiles),
      ...table(`Slowest ${slowestTests} tests`, tests, slowestTests),
      '',
    ];
    console.log(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return true;
  }
}

function table(title: string, rows: Timed[], count: number): string[] {
  const slowest = [...rows].sort((a, b) => b.ms - a.ms).slice(0, count);
  return ['', `${title}:`, ...slowest.map((row) => `  ${seconds(row.ms).padStart(8)}  ${row.name}`)];
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
