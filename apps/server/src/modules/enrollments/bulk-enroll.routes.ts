import { itemEnvelope as itemEnvelopeSchema } from '@academy/contracts/common/envelope';
import {
  bulkEnrollmentCreateSchema,
  bulkEnrollmentResultSchema,
} from '@academy/contracts/entities/bulk-enrollment';
import { translate } from '@academy/contracts/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import { bulkEnroll } from './bulk-enroll.ts';
import { mailEnrolledLearnersAfterCommit } from './enrollment-mail.service.ts';

/** POST /api/v1/enrollments/bulk: several people enrolled in one course in one step, all or none (issue 21 §3). */
export async function bulkEnrollRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { services } = app;
  app.post(
    '/api/v1/enrollments/bulk',
    {
      preHandler: requireUser,
      schema: {
        tags: ['enrollments'],
        summary: 'Enroll several people of one company in one course: all of them or none',
        security: [{ bearer: [] }],
        body: bulkEnrollmentCreateSchema,
        response: {
          201: itemEnvelopeSchema(bulkEnrollmentResultSchema),
          ...errorResponses(400, 401, 403, 422),
        },
      },
    },
    async (request, reply) => {
      const { actor, locale } = request;
      const ids = await services.db.transaction(async (db) => {
        const written = await bulkEnroll({ db, actor, services, locale }, request.body);
        // As one enrollment's mail, queued with the enrollments: each person is told the course and the deadline.
        await mailEnrolledLearnersAfterCommit(db, services, written, locale);
        return written;
      });
      reply.status(201);
      return itemEnvelope(
        request,
        { created: ids.length },
        {
          relations: ['enrollments', 'access-passes', 'company-courses'],
          message: translate('enrollments.bulk_created', locale, ids.length),
        },
      );
    },
  );
}
