import type { Certificate } from '@academy/contracts/entities/certificate';
import { ApiError } from '../../../api/api-error.ts';
import { apiUrl, requestHeaders } from '../../../api/http-client.ts';
import { httpEnvironment } from '../../../api/http-environment.ts';
import type { DownloadedFile } from '../../../api/resources/user-memberships.ts';

/**
 * A certificate's PDF (its `pdf_url`, behind the bearer token), inline or as an attachment (`download=1`).
 */
export async function fetchCertificatePdf(
  certificate: Pick<Certificate, 'pdf_url' | 'title'>,
  download: boolean,
): Promise<DownloadedFile> {
  const separator = certificate.pdf_url.includes('?') ? '&' : '?';
  const path = download ? `${certificate.pdf_url}${separator}download=1` : certificate.pdf_url;
  const response = await fetch(apiUrl(path), { headers: requestHeaders(false) });
  if (!response.ok)
    throw new ApiError({
      kind: 'server',
      status: response.status,
      statusText: response.statusText,
      message: httpEnvironment().t('errors.generic'),
    });
  return { blob: await response.blob(), fileName: `${certificate.title}.pdf` };
}
