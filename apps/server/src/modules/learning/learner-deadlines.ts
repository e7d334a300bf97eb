import type { Executor } from '../../db/client.ts';
import { loadCourseStandings } from './course-standing.ts';
import type { LearnerScope } from './learner-scope.ts';

/**
 * The learner's deadline per course of a page: the earliest end date among the active enrollments (not revoked,
 * started, not ended) that reach them in the companies they act in — personally, through a department or the
 * whole company. The rule reminders and insights follow (issue 21), so the card says the date the mail says. A
 * course without one is absent. It is part of the learner's standing (learner_course_standings, migration 0028),
 * so the course list reads it in the standing's statement; this reads it the same way.
 */
export async function loadLearnerDeadlines(
  db: Executor,
  scope: LearnerScope,
  courseIds: number[],
): Promise<Map<number, string>> {
  const standings = await loadCourseStandings(db, scope, courseIds);
  const deadlines = new Map<number, string>();
  for (const [courseId, standing] of standings)
    if (standing.deadline) deadlines.set(courseId, standing.deadline);
  return deadlines;
}
