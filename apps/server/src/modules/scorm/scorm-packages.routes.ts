import type { scormPackageSchema } from '@academy/contracts/entities/scorm';
import { translate } from '@academy/contracts/messages';
import {
  createScormPackage,
  downloadScormPackage,
  revokeScormPackage,
} from '@academy/contracts/operations/scorm';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { courses } from '../../db/schema/content.ts';
import { companyCourses, scormPackages, scormRegistrations } from '../../db/schema/learning.ts';
import { companies } from '../../db/schema/tenancy.ts';
import { recordIncident } from '../../platform/audit.ts';
import { managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { revokeLaunchSessions } from '../../platform/auth/tokens.ts';
import { contentDisposition } from '../../platform/http/download-name.ts';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { fieldError, HttpError } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { findVisible, getResource } from '../../platform/resource/resource-service.ts';
import { resolveWriteCompany } from '../companies/index.ts';
import { scormPackageResource } from './scorm.resources.ts';
import { buildScormZip } from './scorm-package-zip.ts';
import { isUniqueViolation } from './unique-violation.ts';

const writeRelations = ['scorm-packages'];

/** The day after the last day the package launches, at midnight UTC. */
const endOfDay = (date: string) => new Date(`${date}T00:00:00.000Z`).getTime() + 86_400_000;

/** The academy's own origin as the request reached it: where the package's launch page asks for launches. */
export const requestOrigin = (request: { protocol: string; headers: { host?: string } }) =>
  `${request.protocol}://${request.headers.host ?? 'localhost'}`;

/**
 * Making, downloading and revoking a company's SCORM packages (issue 25): for its managers and administrators,
 * the company having SCORM switched on. Revoking ends the package's learners' sessions in the same transaction
 * (and every process forgets them), so it takes effect at once — well within the 60 s asked for.
 */
export async function scormPackageRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(app, createScormPackage, async (request) => {
    const { actor, body } = request;
    authorize(scormPackageResource.policy, 'create', actor);
    const now = services.clock.now();
    const expiresAt = body.expires_on ? endOfDay(body.expires_on) : null;
    if (expiresAt !== null && expiresAt <= now.getTime()) throw fieldError('expires_on', 'validation.date');
    const item = await services.db.transaction(async (tx) => {
      const context: ResourceContext = { db: tx, actor, services, locale: request.locale };
      const companyId = await resolveWriteCompany(context, body.company_id, managedCompanyIdsInScope(actor));
      const [company] = await tx
        .select({ scorm: companies.scorm_enabled })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (!company?.scorm) throw fieldError('company_id', 'scorm.not_enabled');
      const courseId = await resolveReference(context, courses, body.course_id, 'course_id');
      const [given] = await tx
        .select({ id: companyCourses.id })
        .from(companyCourses)
        .where(and(eq(companyCourses.company_id, companyId), eq(companyCourses.course_id, courseId)));
      if (!given) throw fieldError('course_id', 'scorm.course_not_in_company');
      let uuid: string;
      try {
        const [row] = await tx
          .insert(scormPackages)
          .values({
            tenant_id: actor.tenantId,
            company_id: companyId,
            course_id: courseId,
            version: body.version,
            seat_cap: body.seat_cap ?? null,
            expires_at: expiresAt === null ? null : new Date(expiresAt).toISOString(),
            created_by: actor.user?.id ?? null,
          })
          .returning({ uuid: scormPackages.uuid });
        uuid = row.uuid;
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('version', 'scorm.package_exists');
        throw error;
      }
      const presented = await getResource(scormPackageResource, context, uuid);
      await recordIncident(tx, actor, 'scorm-packages.created', presented.fqmi as string, {
        header: presented.header,
        values: {
          company_id: companyId,
          course_id: courseId,
          version: body.version,
          seat_cap: body.seat_cap ?? null,
        },
      });
      return presented;
    });
    return itemEnvelope(request, item as z.infer<typeof scormPackageSchema>, {
      relations: writeRelations,
      message: translate('resource.created', request.locale, scormPackageResource.label[request.locale]),
    });
  });

  registerOperation(app, revokeScormPackage, async (request) => {
    const { actor } = request;
    const now = services.clock.now().toISOString();
    let userIds: number[] = [];
    const item = await services.db.transaction(async (tx) => {
      const context: ResourceContext = { db: tx, actor, services, locale: request.locale };
      // A package the actor may not see is a 404 (getResource), so nothing of another company shows.
      const before = await getResource(scormPackageResource, context, request.params.id);
      const [row] = await tx
        .select({
          id: scormPackages.id,
          uuid: scormPackages.uuid,
          company_id: scormPackages.company_id,
          revoked_at: scormPackages.revoked_at,
        })
        .from(scormPackages)
        .where(eq(scormPackages.id, before.id as number))
        .for('update');
      authorize(scormPackageResource.policy, 'revoke', actor, row);
      await tx
        .update(scormPackages)
        .set({ revoked_at: now, updated_at: now })
        .where(and(eq(scormPackages.id, row.id), isNull(scormPackages.revoked_at)));
      // The sessions of the people who came in through it end now.
      const registered = await tx
        .select({ id: scormRegistrations.id })
        .from(scormRegistrations)
        .where(eq(scormRegistrations.package_id, row.id));
      userIds = await revokeLaunchSessions(
        tx,
        'scorm',
        registered.map((r) => r.id),
        new Date(now),
      );
      await recordIncident(tx, actor, 'scorm-packages.revoked', before.fqmi as string, {
        header: before.header,
      });
      return getResource(scormPackageResource, context, request.params.id);
    });
    if (userIds.length) services.actors.forgetUsers(userIds);
    return itemEnvelope(request, item as z.infer<typeof scormPackageSchema>, {
      relations: writeRelations,
      message: translate('scorm.revoked', request.locale),
    });
  });

  registerOperation(app, downloadScormPackage, async (request, reply) => {
    const context: ResourceContext = {
      db: services.db,
      actor: request.actor,
      services,
      locale: request.locale,
    };
    const row = await findVisible(scormPackageResource, context, request.params.id);
    const record = row as unknown as typeof scormPackages.$inferSelect;
    if (record.revoked_at) throw new HttpError(409, 'scorm.package_revoked');
    authorize(scormPackageResource.policy, 'download', request.actor, record);
    const [course] = await services.db
      .select({ name: courses.name })
      .from(courses)
      .where(eq(courses.id, record.course_id));
    const zip = buildScormZip({
      packageUuid: record.uuid,
      version: record.version,
      courseName: course?.name ?? 'Course',
      academyOrigin: requestOrigin(request),
    });
    const name = `${course?.name ?? 'course'} SCORM ${record.version}`;
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Type', 'application/zip')
      .header('Content-Length', String(zip.byteLength))
      .header('Content-Disposition', contentDisposition('attachment', [name], 'zip', 'scorm'))
      .send(Buffer.from(zip));
  });
}
