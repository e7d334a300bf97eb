import { z } from 'zod';

/**
 * The short form of a related item in a presented item (`company`, `course`, `user` …): enough to show it
 * and link to it. Relations that show more extend it; those read through a link table add the link row's
 * fields under `pivot`.
 */
export const summarySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  fqmi: z.string(),
  header: z.string(),
});
export type Summary = z.infer<typeof summarySchema>;

/** A language as relations show it: the summary and its code ("en"). */
export const languageSummarySchema = summarySchema.extend({ code: z.string() });

/** A user as relations that show the address show it. */
export const userSummarySchema = summarySchema.extend({ email: z.string() });

/**
 * The media of a course, lesson, block or book (spec §3 Media base): enough to show it (§9: image when the
 * mime starts with image/, video when video/ or HLS). `url` is the signed media source the browser loads.
 */
export const mediaSummarySchema = summarySchema.extend({
  title: z.string(),
  mime: z.string().nullable(),
  size: z.number().int().nullable(),
  meta: z.object({ width: z.number(), height: z.number(), duration: z.number() }).partial(),
  hls: z.string().nullable(),
  url: z.string(),
  /** A video's poster (chosen, or the frame its transcode took), signed like `url`; null without one. */
  poster_url: z.string().nullable(),
});
export type MediaSummary = z.infer<typeof mediaSummarySchema>;

/** The company, department or user an enrollment, access pass or passport is for, with its type. */
export const grantableSummarySchema = summarySchema.extend({
  type: z.enum(['company', 'department', 'user']),
});

/** A position in an ordered link (a lesson's blocks, a variant's lessons …), under `pivot`. */
export const sortPivotSchema = z.object({ sort_order: z.number().int() });
