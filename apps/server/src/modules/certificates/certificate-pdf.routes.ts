import { translate } from '@academy/contracts/messages';
import { certificatePdf, publicCertificatePdf } from '@academy/contracts/operations/certificates';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { certificates } from '../../db/schema/learning.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import { findVisible } from '../../platform/resource/resource-service.ts';
import { isRowId, isRowUuid } from '../../platform/resource/row-key.ts';
import { certificateContent } from './certificate-content.ts';
import { certificateDisposition } from './certificate-file-name.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { certificateResource } from './certificates.resource.ts';

type CertificateRow = typeof certificates.$inferSelect;

/**
 * Certificate PDFs (spec §2 certificates, issue 4 point 6), rendered on request (a certificate is a page;
 * no stored copy to keep in step with corrections):
 * - GET /api/v1/certificates/{uuid}/pdf — signed in, whoever may see the certificate (owner, managers of its
 *   company, admins; everyone else 404). Inline, or `?download=1` as an attachment.
 * - GET /public/certificate/{uuid}/{id} — anyone holding the link; uuid and id must name the same
 *   certificate of the host's tenant. Outside /api, so the SPA fallback must not answer it: this route is
 *   more specific than its wildcard.
 */
export async function certificatePdfRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    certificate: CertificateRow,
    mode: 'inline' | 'attachment',
  ) {
    const content = await certificateContent(services, services.db, certificate, request.locale);
    const pdf = await renderCertificatePdf(content);
    // The app's CSP is for HTML; on a PDF its `object-src 'none'` stops Chromium's built-in viewer from
    // showing the document inline, so the PDF goes without one (it carries no scripts of ours).
    reply.removeHeader('content-security-policy');
    return reply
      .header('Content-Type', 'application/pdf')
      .header(
        'Content-Disposition',
        certificateDisposition(mode, {
          prefix: translate('certificate.file_name', content.locale),
          course: content.courseTitle,
          learner: content.learnerName,
          date: content.issuedDate,
        }),
      )
      .header('Content-Length', String(pdf.length))
      .send(pdf);
  }

  registerOperation(app, certificatePdf, async (request, reply) => {
    const context = {
      db: services.db,
      actor: request.actor,
      services,
      locale: request.locale,
    };
    const row = await findVisible(certificateResource, context, request.params.id);
    authorize(certificateResource.policy, 'view', request.actor, row);
    const download = request.query.download === '1' || request.query.download === 'true';
    // Personal data: never kept by a shared cache.
    reply.header('Cache-Control', 'private, no-store');
    return send(request, reply, row as unknown as CertificateRow, download ? 'attachment' : 'inline');
  });

  registerOperation(app, publicCertificatePdf, async (request, reply) => {
    const { uuid, id } = request.params;
    // Malformed parts are just another wrong link: 404, never a validation error that tells them apart.
    if (!isRowUuid(uuid) || !isRowId(id)) throw notFound();
    const tenant = await services.tenants.resolve(request.headers.host);
    if (!tenant) throw notFound();
    const [certificate] = await services.db
      .select()
      .from(certificates)
      .where(
        and(
          eq(certificates.tenant_id, tenant.id),
          eq(certificates.uuid, uuid.toLowerCase()),
          eq(certificates.id, Number(id)),
        ),
      );
    if (!certificate) throw notFound();
    reply.header('Cache-Control', 'private, max-age=300').header('X-Robots-Tag', 'noindex, nofollow');
    return send(request, reply, certificate, 'inline');
  });
}
