import { listEnvelope as listEnvelopeSchema } from '@academy/contracts/common/envelope';
import {
  courseInsightSchema,
  courseInsightsQuerySchema,
  learnerInsightSchema,
  learnerInsightsQuerySchema,
} from '@academy/contracts/entities/insights';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courses } from '../../db/schema/content.ts';
import { listEnvelope } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import { courseInsights } from './course-insights.ts';
import { insightReach } from './insight-reach.ts';
import { learnerInsights } from './learner-insights.ts';

const key = z.string().max(64);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The company overview's insights (spec §2, issue 14), computed in SQL within the reader's reach
 * (insight-reach.ts):
 * - GET /api/v1/companies/{company}/insights — per course: learners, enrolled, not started, in progress,
 *   completed, expiring, expired (`filter[department]` narrows to one department's people);
 * - GET /api/v1/companies/{company}/insights/courses/{course}/learners — a page of that course's learners
 *   with status, progress, last activity, deadline and certificate (for the certificate download).
 */
export async function insightsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { services } = app;
  const common = { tags: ['insights'], security: [{ bearer: [] }] };

  app.get(
    '/api/v1/companies/:id/insights',
    {
      preHandler: requireUser,
      schema: {
        ...common,
        summary: "How a company's learners stand, per course",
        params: z.object({ id: key.describe('The company: id or uuid') }),
        querystring: courseInsightsQuerySchema,
        response: { 200: listEnvelopeSchema(courseInsightSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const reach = await insightReach(services.db, services.resources, request.actor, request.params.id);
      const items = await courseInsights(
        services.db,
        reach,
        services.clock.now(),
        request.locale,
        request.query['filter[department]'],
      );
      return listEnvelope(request, items);
    },
  );

  app.get(
    '/api/v1/companies/:id/insights/courses/:course/learners',
    {
      preHandler: requireUser,
      schema: {
        ...common,
        summary: "A page of one course's learners in a company, with their standing",
        params: z.object({
          id: key.describe('The company: id or uuid'),
          course: key.describe('The course: id or uuid'),
        }),
        querystring: learnerInsightsQuerySchema,
        response: { 200: listEnvelopeSchema(learnerInsightSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const reach = await insightReach(services.db, services.resources, request.actor, request.params.id);
      const courseKey = request.params.course;
      const identity = /^\d{1,9}$/.test(courseKey)
        ? eq(courses.id, Number(courseKey))
        : uuidPattern.test(courseKey)
          ? eq(courses.uuid, courseKey.toLowerCase())
          : null;
      if (!identity) throw notFound();
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
    },
  );
}
