import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A tool ended badly: its exit and the last thing it wrote to stderr (for the media manager's reason). */
export class ToolFailed extends Error {}

/** Keeps only the end of stderr: a failing ffmpeg can print a lot, the last lines say why. */
const stderrKept = 4000;

export type RunOptions = {
  /** Gets stdout line by line as it comes (ffmpeg's `-progress pipe:1`) instead of it being collected. */
  onLine?: (line: string) => void;
  /** Stops the tool when it writes no stdout line for this long: a hung ffmpeg must not hold a job forever. */
  stallSeconds?: number;
};

/**
 * Runs `command` with an argument array (no shell, so file names are never parsed) and resolves with its
 * stdout when it exits 0.
 */
export function runTool(command: string, args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let stalled = false;
    let watchdog: NodeJS.Timeout | undefined;
    const watch = () => {
      if (!options.stallSeconds) return;
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        stalled = true;
        child.kill('SIGKILL');
      }, options.stallSeconds * 1000);
    };
    watch();
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      watch();
      if (options.onLine) options.onLine(line);
      else stdout += `${line}\n`;
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-stderrKept);
    });
    child.on('error', (error) => {
      clearTimeout(watchdog);
      reject(new ToolFailed(`${command} could not be run: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(watchdog);
      if (stalled) return reject(new ToolFailed(`${command} made no progress for ${options.stallSeconds} s`));
      if (code === 0) return resolve(stdout);
      const last = stderr.trim().split('\n').at(-1)?.trim();
      reject(new ToolFailed(last || `${command} ended with ${signal ?? `exit code ${code}`}`));
    });
  });
}
