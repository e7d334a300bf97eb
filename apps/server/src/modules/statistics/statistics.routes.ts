import {
  enrollmentTimelineQuerySchema,
  enrollmentTimelineResponseSchema,
  statisticsQuerySchema,
  statisticsResponseSchema,
} from '@academy/contracts/entities/statistics';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildMeta, itemEnvelope } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { enrollmentTimeline } from './enrollment-timeline-query.ts';
import { requireAdministrator, statisticsCompany, timelineCourse } from './statistics-access.ts';
import { resolvePeriod, statisticsDefaults, timelineDefaults } from './statistics-period.ts';
import { statisticsFigures } from './statistics-query.ts';

const summaryOf = (segment: string, type: string, row: { id: number; uuid: string; name: string }) => ({
  id: row.id,
  uuid: row.uuid,
  fqmi: `${segment}:${row.uuid}|${type}`,
  header: row.name,
});

/**
 * `GET /api/v1/statistics` (the `statistics` segment of spec §7, fields of spec §3) and
 * `GET /api/v1/statistics/enrollment-timeline`: aggregated figures for the admin landing page and the enrollments
 * timeline. Administrators only; one acting in a company (Context-Scope) gets that company's figures.
 */
export async function statisticsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const today = () => app.services.clock.now().toISOString().slice(0, 10);

  app.get(
    '/api/v1/statistics',
    {
      preValidation: requireAdministrator,
      schema: {
        tags: ['statistics'],
        summary:
          'Statistics for a period (default the last twelve months) and optionally one company: certificates, ' +
          'examinations, completions, pass rates, active learners and enrollments, per month, course and company',
        security: [{ bearer: [] }],
        querystring: statisticsQuerySchema,
        response: { 200: statisticsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { actor, query } = request;
      const period = resolvePeriod(query, today(), statisticsDefaults);
      const company = await statisticsCompany(app.services.db, actor, query.company);
      const figures = await statisticsFigures(app.services.db, {
        tenantId: actor.tenantId,
        period,
        companyId: company?.id ?? null,
        locale: request.locale,
      });
      return itemEnvelope(request, {
        ...period,
        company: company && summaryOf('companies', 'company', company),
        ...figures,
      });
    },
  );

  app.get(
    '/api/v1/statistics/enrollment-timeline',
    {
      preValidation: requireAdministrator,
      schema: {
        tags: ['statistics', 'enrollments'],
        summary:
          'Enrollments timeline: per course and company, department or user, the enrollment periods overlapping ' +
          'a window (default a year from three months back), with the periods recurrence will create next',
        security: [{ bearer: [] }],
        querystring: enrollmentTimelineQuerySchema,
        response: { 200: enrollmentTimelineResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { actor, query } = request;
      const window = resolvePeriod(query, today(), timelineDefaults);
      const db = app.services.db;
      const company = await statisticsCompany(db, actor, query.company);
      const course = await timelineCourse(db, actor, query.course);
      const { items, total } = await enrollmentTimeline(db, {
        tenantId: actor.tenantId,
        window,
        today: today(),
        companyId: company?.id ?? null,
        courseId: course?.id ?? null,
        locale: request.locale,
        page: query.page,
        perPage: query.per_page,
      });
      const pagination = {
        page: query.page,
        per_page: query.per_page,
        total,
        last_page: Math.max(1, Math.ceil(total / query.per_page)),
      };
      return { data: { items, meta: { ...buildMeta(request, { pagination }), pagination, ...window } } };
    },
  );
}
