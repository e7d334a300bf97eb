import { z } from 'zod';
import { binary, defineOperation, mediaAnswer } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import { certificatePdfQuerySchema } from '../entities/certificate.ts';
import { certificateRoutes } from './certificates.routes.ts';

const pdf = mediaAnswer('The certificate as a PDF', { 'application/pdf': binary });

/** GET /api/v1/certificates/{uuid}/pdf: the certificate rendered as a PDF, for whoever may see it. */
export const certificatePdf = defineOperation({
  ...routed(certificateRoutes, 'certificates.pdf'),
  summary: 'The certificate as a PDF (inline; ?download=1 for an attachment)',
  tags: ['certificates'],
  params: z.object({ id: z.string().max(64) }),
  query: certificatePdfQuerySchema,
  response: pdf,
  errors: [401, 404],
  guard: 'signedIn',
});

/** GET /public/certificate/{uuid}/{id}: the public verification link, for anyone holding uuid and id. */
export const publicCertificatePdf = defineOperation({
  ...routed(certificateRoutes, 'certificates.publicPdf'),
  summary: 'Public verification link of a certificate: its PDF, for anyone holding uuid and id',
  tags: ['certificates'],
  params: z.object({ uuid: z.string().max(64), id: z.string().max(12) }),
  response: pdf,
  errors: [404],
  guard: 'public',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const certificateOperations = [certificatePdf, publicCertificatePdf] as const;
