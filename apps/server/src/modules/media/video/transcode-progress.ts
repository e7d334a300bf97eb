import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { media } from '../../../db/schema/content.ts';

/** Percent reached when ffmpeg is done; the uploads to storage take the rest, and 100 means ready. */
export const encodedPercent = 95;

/** At most one progress write a second: a long transcode must not turn into a stream of updates. */
const writeEverySeconds = 1;

/**
 * Turns ffmpeg's `-progress` lines (`out_time_us=…`, a block per update) into `media.processing_progress`.
 * Writes are chained, so they land in order, and throttled; `settled()` waits for the last one.
 */
export function progressRecorder(db: Database, mediaId: number, durationMs: number) {
  let written = 0;
  let lastWriteAt = 0;
  let chain: Promise<unknown> = Promise.resolve();

  const write = (percent: number) => {
    written = percent;
    lastWriteAt = Date.now();
    chain = chain
      .then(() => db.update(media).set({ processing_progress: percent }).where(eq(media.id, mediaId)))
      // A lost progress write only makes the bar lag; the job's outcome is written separately.
      .catch(() => undefined);
  };

  return {
    onLine(line: string) {
      const [key, value] = line.split('=', 2);
      if (key !== 'out_time_us' || durationMs <= 0) return;
      const microseconds = Number(value);
      if (!Number.isFinite(microseconds) || microseconds < 0) return;
      const percent = Math.min(
        encodedPercent,
        Math.floor((microseconds / 1000 / durationMs) * encodedPercent),
      );
      if (percent > written && Date.now() - lastWriteAt >= writeEverySeconds * 1000) write(percent);
    },
    /** Records the encoded mark (whatever the throttle held back) and waits for every write. */
    async finish() {
      if (written < encodedPercent) write(encodedPercent);
      await chain;
    },
    settled: () => chain,
  };
}
