import type { Certificate } from '@academy/contracts/entities/certificate';
import { type Binary, fetchBinary } from '../../../api/download-binary.ts';
import { list } from '../../../api/http-client.ts';

/** The signed-in learner's own certificates, newest first. */
export async function fetchMyCertificates(userUuid: string): Promise<Certificate[]> {
  return (
    await list<Certificate>('certificates', { 'filter[user]': userUuid, sort: '-issued_at', per_page: 100 })
  ).items;
}

/** The PDF behind `pdf_url` (an API path for the signed-in viewer); `download` asks for an attachment. */
export function fetchCertificatePdf(
  certificate: Pick<Certificate, 'pdf_url'>,
  download: boolean,
): Promise<Binary> {
  const separator = certificate.pdf_url.includes('?') ? '&' : '?';
  return fetchBinary(download ? `${certificate.pdf_url}${separator}download=1` : certificate.pdf_url);
}
