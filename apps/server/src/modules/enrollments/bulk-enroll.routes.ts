import { translate } from '@academy/contracts/messages';
import { bulkEnroll as bulkEnrollOperation } from '@academy/contracts/operations/enrollments';
import type { FastifyInstance } from 'fastify';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { bulkEnroll } from './bulk-enroll.ts';
import { mailEnrolledLearnersAfterCommit } from './enrollment-mail.service.ts';

/** POST /api/v1/enrollments/bulk: several people enrolled in one course in one step, all or none (issue 21 §3). */
export async function bulkEnrollRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  registerOperation(app, bulkEnrollOperation, async (request) => {
    const { actor, locale } = request;
    const ids = await services.db.transaction(async (db) => {
      const written = await bulkEnroll({ db, actor, services, locale }, request.body);
      // As one enrollment's mail, queued with the enrollments: each person is told the course and the deadline.
      await mailEnrolledLearnersAfterCommit(db, services, written, locale);
      return written;
    });
    return itemEnvelope(
      request,
      { created: ids.length },
      {
        relations: ['enrollments', 'access-passes', 'company-courses'],
        message: translate('enrollments.bulk_created', locale, ids.length),
      },
    );
  });
}
