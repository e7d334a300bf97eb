import { readCourseInsights, readLearnerInsights } from '@academy/contracts/operations/insights';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courses } from '../../db/schema/content.ts';
import { snapshotFigures } from '../../platform/figures/index.ts';
import { listEnvelope } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { isRowKey, rowKeyCondition } from '../../platform/resource/row-key.ts';
import { courseInsights } from './course-insights.ts';
import { insightReach } from './insight-reach.ts';
import { readsEveryCompanysInsights } from './insights.policy.ts';
import { learnerInsights } from './learner-insights.ts';

/**
 * How long a company's course figures are kept at most. They count the whole company (a company of 3,000 people
 * costs a statement of ~80 ms on PostgreSQL), so they are computed once and kept; the database forgets them when a
 * row they count changes (platform/figures), so this bounds only what moves with the clock alone: a certificate
 * that expires or comes within 30 days of it, an enrollment that ends.
 */
const KEPT_FOR_MS = 5 * 60_000;

/**
 * The company overview's insights (spec §2, issue 14), computed in SQL within the reader's reach
 * (insight-reach.ts):
 * - GET /api/v1/companies/{company}/insights — per course: learners, enrolled, not started, in progress,
 *   completed, expiring, expired (`filter[department]` narrows to one department's people);
 * - GET /api/v1/companies/{company}/insights/courses/{course}/learners — a page of that course's learners
 *   with status, progress, last activity, deadline and certificate (for the certificate download).
 * The per-course figures are kept (KEPT_FOR_MS); a course's page of learners is read each time.
 */
export async function insightsRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(app, readCourseInsights, async (request) => {
    const { actor } = request;
    const reach = await insightReach(services.db, services.resources, actor, request.params.id);
    const now = services.clock.now();
    const department = request.query['filter[department]'];
    // Whom the reader sees decides the figures: every member for an administrator, else as this person in
    // this scope sees them (checked above, before anything kept is read).
    const reader = readsEveryCompanysInsights(actor) ? 'all' : `${actor.user?.id}:${actor.scope?.id ?? ''}`;
    const { figures: items } = await snapshotFigures(
      services.db,
      {
        tenantId: reach.tenantId,
        subject: 'insights',
        key: JSON.stringify({
          reader,
          department,
          locale: request.locale,
          day: now.toISOString().slice(0, 10),
        }),
        companyId: reach.companyId,
        now,
        maxAgeMs: KEPT_FOR_MS,
      },
      () => courseInsights(services.db, reach, now, request.locale, department),
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
