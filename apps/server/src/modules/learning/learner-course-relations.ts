import type { LearnerCourseFields, LearnerLessonFields } from '@academy/contracts/entities/learning';
import type { EntityRow, RelationLoader, ResourceContext } from '../../platform/resource/define-resource.ts';
import { loadCertificateVariants } from './certificate-variants.ts';
import { type CourseStanding, loadCourseStandings } from './course-standing.ts';
import { type LearnerScope, learnerScope } from './learner-scope.ts';
import { learnerCourseFields, noLearnerFields } from './learner-status.ts';
import { lessonFields, loadLessonAggregates } from './lesson-results.ts';

/**
 * The standings of a page, memoised per rows array: the engine hands every relation of one read the same
 * array, so `learner` and `lesson_results` of a variant page share one statement.
 */
const memo = new WeakMap<readonly EntityRow[], Promise<Map<number, CourseStanding>>>();
function standingsOf(
  context: ResourceContext,
  scope: LearnerScope,
  rows: readonly EntityRow[],
  courseIdOf: (row: EntityRow) => number,
) {
  let loading = memo.get(rows);
  if (!loading) {
    loading = loadCourseStandings(context.db, scope, [...new Set(rows.map(courseIdOf))]);
    memo.set(rows, loading);
  }
  return loading;
}

async function fieldsFor(
  context: ResourceContext,
  rows: readonly EntityRow[],
  courseIdOf: (row: EntityRow) => number,
  variant: boolean,
) {
  const scope = learnerScope(context.actor, context.services);
  const result = new Map<number, LearnerCourseFields>();
  if (!scope) {
    for (const row of rows) result.set(row.id, noLearnerFields);
    return result;
  }
  const standings = await standingsOf(context, scope, rows, courseIdOf);
  for (const row of rows) {
    const standing = standings.get(courseIdOf(row));
    if (standing)
      result.set(row.id, {
        ...learnerCourseFields(standing, scope.now, scope.today, variant ? row.id : undefined),
        enrollment_deadline: standing.deadline,
      });
  }
  return result;
}

/**
 * `learner` on courses: the actor's enrollment, status, badge, progress and certificate — one statement for
 * the page. The course presenter spreads it into the item's `enrollment*` fields.
 */
export const courseLearnerRelation: RelationLoader = {
  always: true,
  load: (context, rows) => fieldsFor(context, rows, (row) => row.id, false),
};

const variantCourse = (row: EntityRow) => row.course_id as number;

/** `learner` on course variants: the same, with the progress of that variant itself. */
export const variantLearnerRelation: RelationLoader = {
  always: true,
  load: (context, rows) => fieldsFor(context, rows, variantCourse, true),
};

/**
 * `lesson_results` on course variants (loaded with `lessons`): per lesson id, the learner's best and latest
 * score in the enrollment period, the result and the certificate's expiry. One more statement for the page.
 */
export const variantLessonResultsRelation: RelationLoader<EntityRow, Map<number, LearnerLessonFields>> = {
  always: true,
  async load(context, rows) {
    const scope = learnerScope(context.actor, context.services);
    const result = new Map<number, Map<number, LearnerLessonFields>>();
    if (!scope) return result;
    const standings = await standingsOf(context, scope, rows, variantCourse);
    const owners = rows.map((row) => {
      const standing = standings.get(variantCourse(row));
      const start = standing?.enrollment ? Date.parse(`${standing.enrollment.start_date}T00:00:00Z`) : null;
      // Scores show from the enrollment's start (improving them after certification), or from a restart on.
      const restarted = standing?.restartedMs ?? null;
      const scoreSinceMs =
        start === null || restarted === null ? (start ?? restarted) : Math.max(start, restarted);
      return { id: row.id, scoreSinceMs, passSinceMs: standing?.sinceMs ?? null };
    });
    const aggregates = await loadLessonAggregates(context.db, scope.userId, scope.now, owners, 'variant');
    // Only a certificate the learner has not restarted since counts every lesson as passed.
    const countingCertificate = new Map(
      rows.map((row) => {
        const standing = standings.get(variantCourse(row));
        const fields = standing ? learnerCourseFields(standing, scope.now, scope.today, row.id) : null;
        return [row.id, fields?.enrollment_status === 'completed' ? fields.certificate : null];
      }),
    );
    // Where each of them was earned: a pass from another language variant is named as such.
    const earnedIn = await loadCertificateVariants(
      context.db,
      [...countingCertificate.values()].flatMap((certificate) => (certificate ? [certificate.id] : [])),
    );
    for (const row of rows) {
      const counting = countingCertificate.get(row.id) ?? null;
      const variant = counting ? earnedIn.get(counting.id) : undefined;
      const certificate = counting && {
        ...counting,
        passedInLanguage: variant && variant.variantId !== row.id ? variant.languageCode : null,
      };
      const perLesson = new Map<number, LearnerLessonFields>();
      for (const [key, aggregate] of aggregates) {
        const [owner, lesson] = key.split(':').map(Number);
        if (owner === row.id) perLesson.set(lesson, lessonFields(aggregate, certificate));
      }
      result.set(row.id, perLesson);
    }
    return result;
  },
};

/** `learner` on lessons: the learner's results in the lesson over all time (no course period applies). */
export const lessonLearnerRelation: RelationLoader = {
  always: true,
  async load(context, rows) {
    const scope = learnerScope(context.actor, context.services);
    const result = new Map<number, unknown>();
    if (!scope) return result;
    const owners = rows.map((row) => ({ id: row.id, scoreSinceMs: null, passSinceMs: null }));
    const aggregates = await loadLessonAggregates(context.db, scope.userId, scope.now, owners, 'lesson');
    for (const row of rows) result.set(row.id, lessonFields(aggregates.get(`${row.id}:${row.id}`), null));
    return result;
  },
};
