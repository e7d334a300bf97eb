import type { Certificate, certificateContract } from '@academy/contracts/entities/certificate';
import { type Binary, fetchBinary } from '../download-binary.ts';
import { readList } from '../resources/resource-reads.ts';

/** The signed-in learner's own certificates, newest first. */
export function fetchMyCertificates(userUuid: string): Promise<Certificate[]> {
  return readList<typeof certificateContract>('certificates', {
    'filter[user]': userUuid,
    sort: '-issued_at',
    per_page: 100,
  });
}

/** The PDF behind `pdf_url` (an API path for the signed-in viewer); `download` asks for an attachment. */
export function fetchCertificatePdf(
  certificate: Pick<Certificate, 'pdf_url'>,
  download: boolean,
): Promise<Binary> {
  const separator = certificate.pdf_url.includes('?') ? '&' : '?';
  return fetchBinary(download ? `${certificate.pdf_url}${separator}download=1` : certificate.pdf_url);
}
