import type { LearnerLessonFields } from '@academy/contracts/entities/learning';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { intArray, queryRows } from '../../db/raw-sql.ts';

/** Aggregates of one lesson's examinations for the learner; keyed as the query below returns them. */
export type LessonAggregate = {
  best: number | null;
  latest: number | null;
  passed: boolean;
  /** A successful examination among the scores shown (best/latest), whatever the pass period. */
  passedInScores: boolean;
  failed: boolean;
  latestExamination: LearnerLessonFields['enrollment_examination'];
};

const floatArray = (values: (number | null)[]): SQL =>
  sql`${`{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`}::float8[]`;

/**
 * Per (owner, lesson): best and latest submitted score since `scoreSince`, whether it was passed since
 * `passSince`, and the latest examination of any time — ONE statement for all owners. `owners` are variants
 * (their active lessons, in a course period each) or lessons themselves (all time).
 */
export async function loadLessonAggregates(
  db: Executor,
  userId: number,
  now: Date,
  owners: { id: number; scoreSinceMs: number | null; passSinceMs: number | null }[],
  kind: 'variant' | 'lesson',
): Promise<Map<string, LessonAggregate>> {
  const aggregates = new Map<string, LessonAggregate>();
  if (owners.length === 0) return aggregates;
  const ownerTable = sql`unnest(${intArray(owners.map((o) => o.id))}, ${floatArray(owners.map((o) => o.scoreSinceMs))}, ${floatArray(owners.map((o) => o.passSinceMs))}) as o(owner_id, score_since, pass_since)`;
  const lessonsOf =
    kind === 'variant'
      ? sql`join course_variant_lessons cvl on cvl.course_variant_id = o.owner_id
         join lessons l on l.id = cvl.lesson_id and l.is_active`
      : sql`join lessons l on l.id = o.owner_id`;
  const scored = sql`x.ended_at is not null and x.ended_at > to_timestamp(coalesce(o.score_since, '-infinity'::float8) / 1000)`;
  const passed = sql`x.success and x.ended_at > to_timestamp(coalesce(o.pass_since, '-infinity'::float8) / 1000)`;
  const rows = await queryRows(
    db,
    sql`select o.owner_id, l.id as lesson_id,
      max(x.score) filter (where ${scored}) as best,
      (array_agg(x.score order by x.ended_at desc, x.id desc) filter (where ${scored}))[1] as latest,
      coalesce(bool_or(${passed}), false) as passed,
      coalesce(bool_or(x.success) filter (where ${scored}), false) as passed_in_scores,
      count(x.id) filter (where ${scored}) > 0 as attempted,
      (array_agg(json_build_object('id', x.id, 'uuid', x.uuid, 'begun_at', x.begun_at, 'ended_at', x.ended_at,
        'expires_at', x.expires_at, 'score', x.score, 'success', x.success) order by x.begun_at desc, x.id desc)
        filter (where x.id is not null))[1] as latest_examination
    from ${ownerTable}
    ${lessonsOf}
    left join examinations x on x.lesson_id = l.id and x.user_id = ${userId}
    group by o.owner_id, l.id`,
  );
  for (const row of rows) {
    const latestRaw = row.latest_examination as Record<string, unknown> | string | null;
    const latest = typeof latestRaw === 'string' ? JSON.parse(latestRaw) : latestRaw;
    const iso = (value: unknown) => (value ? new Date(String(value)).toISOString() : null);
    aggregates.set(`${row.owner_id}:${row.lesson_id}`, {
      best: row.best === null ? null : Number(row.best),
      latest: row.latest === null ? null : Number(row.latest),
      passed: Boolean(row.passed),
      passedInScores: Boolean(row.passed_in_scores),
      failed: Boolean(row.attempted) && !row.passed,
      latestExamination: latest
        ? {
            id: Number(latest.id),
            uuid: String(latest.uuid),
            begun_at: iso(latest.begun_at)!,
            ended_at: iso(latest.ended_at),
            expires_at: iso(latest.expires_at)!,
            score: latest.score === null ? null : Number(latest.score),
            success: latest.success === null ? null : Boolean(latest.success),
            is_open: !latest.ended_at && new Date(String(latest.expires_at)).getTime() > now.getTime(),
          }
        : null,
    });
  }
  return aggregates;
}

/**
 * The lesson fields of spec §3 from an aggregate; a valid certificate counts every lesson as passed. When that
 * certificate was earned in another language variant (`certificate.passedInLanguage`) and this lesson has no
 * pass among its own scores, the result says so: "Passed in English", not a bare "Passed" above scores of "–".
 */
export function lessonFields(
  aggregate: LessonAggregate | undefined,
  certificate: { valid: boolean; expires_at: string | null; passedInLanguage?: string | null } | null,
): LearnerLessonFields {
  const certified = certificate?.valid === true;
  const passed = certified || aggregate?.passed === true;
  const elsewhere = certified && aggregate?.passedInScores !== true ? certificate?.passedInLanguage : null;
  return {
    enrollment_examination: aggregate?.latestExamination ?? null,
    enrollment_progress: aggregate?.best ?? null,
    enrollment_progress_latest: aggregate?.latest ?? null,
    enrollment_result: passed ? 'passed' : aggregate?.failed ? 'failed' : 'none',
    enrollment_expires_at: passed && certified ? (certificate?.expires_at ?? null) : null,
    enrollment_passed_in_language: elsewhere ?? null,
  };
}
