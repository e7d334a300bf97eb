import { readCourseInsights, readLearnerInsights } from '@academy/contracts/operations/insights';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courses } from '../../db/schema/content.ts';
import { listEnvelope } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { isRowKey, rowKeyCondition } from '../../platform/resource/row-key.ts';
import { courseInsights } from './course-insights.ts';
import { insightReach } from './insight-reach.ts';
import { learnerInsights } from './learner-insights.ts';

/**
 * The company overview's insights (spec §2, issue 14), computed in SQL within the reader's reach
 * (insight-reach.ts):
 * - GET /api/v1/companies/{company}/insights — per course: learners, enrolled, not started, in progress,
 *   completed, expiring, expired (`filter[department]` narrows to one department's people);
 * - GET /api/v1/companies/{company}/insights/courses/{course}/learners — a page of that course's learners
 *   with status, progress, last activity, deadline and certificate (for the certificate download).
 */
export async function insightsRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(app, readCourseInsights, async (request) => {
    const reach = await insightReach(services.db, services.resources, request.actor, request.params.id);
    const items = await courseInsights(
      services.db,
      reach,
      services.clock.now(),
      request.locale,
      request.query['filter[department]'],
    );
    return listEnvelope(request, items);
  });

  registerOperation(app, readLearnerInsights, async (request) => {
    const reach = await insightReach(services.db, services.resources, request.actor, request.params.id);
    const courseKey = request.params.course;
    if (!isRowKey(courseKey)) throw notFound();
    const identity = rowKeyCondition(courses, courseKey);
    const [course] = await services.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.tenant_id, reach.tenantId), identity));
    if (!course) throw notFound();
    const { query } = request;
    const { items, pagination } = await learnerInsights(
      services.db,
      reach,
      services.clock.now(),
      { courseId: course.id, departmentKey: query['filter[department]'], search: query.search },
      { page: query.page, perPage: query.per_page, status: query['filter[status]'], sort: query.sort },
    );
    return listEnvelope(request, items, { pagination });
  });
}
