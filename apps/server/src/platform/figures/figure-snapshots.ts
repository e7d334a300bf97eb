import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { figureSnapshots } from '../../db/schema/figures.ts';

/** How long a snapshot nobody asks for again is kept before the next computation of its subject removes it. */
const KEEP_UNUSED_MS = 24 * 60 * 60 * 1000;

type FigureQuestion = {
  tenantId: number;
  /** What the figures are, e.g. `statistics`. */
  subject: string;
  /** Everything the answer depends on besides the tenant (period, company, language …). */
  key: string;
  /**
   * The company the figures describe, if they describe one: the database then forgets them as soon as a row of
   * that company they count changes (migration 0030's triggers), so they are kept exactly, not only for a while.
   */
  companyId?: number;
  /** The clock's now. */
  now: Date;
  /** How old an answer may be and still be served. */
  maxAgeMs: number;
  /** Compute afresh even when a young enough answer is kept (the reader asked to refresh). */
  fresh?: boolean;
};

type FigureSnapshot<Figures> = { figures: Figures; computedAt: string };

/**
 * Figures that read a whole tenant or company, served from the answer kept for the same question while it is
 * younger than `maxAgeMs` (one primary-key read), else computed, kept and served. Two nodes that miss at once both
 * compute and the later write wins: the answers are the same. A company's figures are also forgotten by the
 * database when what they count changes; a change committed while they are being computed may be missed until
 * they are `maxAgeMs` old (the computation read the data before it). Computing a subject also removes its answers
 * nobody asked for in a day, so the table holds what is asked for, not every period ever chosen.
 */
export async function snapshotFigures<Figures>(
  db: Executor,
  question: FigureQuestion,
  compute: () => Promise<Figures>,
): Promise<FigureSnapshot<Figures>> {
  const { tenantId, subject, key, now } = question;
  const same = and(
    eq(figureSnapshots.tenant_id, tenantId),
    eq(figureSnapshots.subject, subject),
    eq(figureSnapshots.key, key),
  );
  if (!question.fresh) {
    const youngest = new Date(now.getTime() - question.maxAgeMs).toISOString();
    const [kept] = await db
      .select({ figures: figureSnapshots.figures, computed_at: figureSnapshots.computed_at })
      .from(figureSnapshots)
      .where(and(same, gt(figureSnapshots.computed_at, youngest)));
    if (kept)
      return { figures: kept.figures as Figures, computedAt: new Date(kept.computed_at).toISOString() };
  }
  const figures = await compute();
  const computedAt = now.toISOString();
  await db
    .insert(figureSnapshots)
    .values({
      tenant_id: tenantId,
      subject,
      key,
      company_id: question.companyId ?? null,
      figures,
      computed_at: computedAt,
    })
    .onConflictDoUpdate({
      target: [figureSnapshots.tenant_id, figureSnapshots.subject, figureSnapshots.key],
      set: {
        company_id: sql`excluded.company_id`,
        figures: sql`excluded.figures`,
        computed_at: sql`excluded.computed_at`,
      },
    });
  await db
    .delete(figureSnapshots)
    .where(
      and(
        eq(figureSnapshots.tenant_id, tenantId),
        eq(figureSnapshots.subject, subject),
        lt(figureSnapshots.computed_at, new Date(now.getTime() - KEEP_UNUSED_MS).toISOString()),
      ),
    );
  return { figures, computedAt };
}
