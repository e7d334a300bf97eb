import { STATISTICS_MAX_AGE_MINUTES } from '@academy/contracts/entities/statistics';
import { readEnrollmentTimeline, readStatistics } from '@academy/contracts/operations/statistics';
import type { FastifyInstance } from 'fastify';
import { snapshotFigures } from '../../platform/figures/index.ts';
import { buildMeta, itemEnvelope } from '../../platform/http/envelope.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
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
 * The figures of a period are kept for STATISTICS_MAX_AGE_MINUTES (platform/figures): see docs/decisions.md.
 */
export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  // Administrators only, checked before the query is: a guest or a learner learns nothing about it.
  const administratorsFirst = { preValidation: requireAdministrator };
  const today = () => app.services.clock.now().toISOString().slice(0, 10);

  registerOperation(
    app,
    readStatistics,
    async (request) => {
      const { actor, query } = request;
      const period = resolvePeriod(query, today(), statisticsDefaults);
      const db = app.services.db;
      const company = await statisticsCompany(db, actor, query.company);
      const question = { period, companyId: company?.id ?? null, locale: request.locale };
      // The figures read every examination and certificate of the period: computed once, then served for a while.
      const { figures, computedAt } = await snapshotFigures(
        db,
        {
          tenantId: actor.tenantId,
          subject: 'statistics',
          key: JSON.stringify(question),
          now: app.services.clock.now(),
          maxAgeMs: STATISTICS_MAX_AGE_MINUTES * 60_000,
          fresh: query.fresh === 'true',
        },
        () => statisticsFigures(db, { tenantId: actor.tenantId, ...question }),
      );
      return itemEnvelope(request, {
        ...period,
        company: company && summaryOf('companies', 'company', company),
        computed_at: computedAt,
        ...figures,
      });
    },
    administratorsFirst,
  );

  registerOperation(
    app,
    readEnrollmentTimeline,
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
    administratorsFirst,
  );
}
