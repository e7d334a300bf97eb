import type { Certificate } from '@academy/contracts/entities/certificate';
import type { User } from '@academy/contracts/entities/user';
import { Modal } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { httpEnvironment } from '../../../api/http-environment.ts';
import { certificatesApi } from '../../../api/resources/certificates.ts';
import { saveFile } from '../../../api/resources/user-memberships.ts';
import { ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { dateCell } from '../../../components/resource-screens/format-cell.ts';
import { YesNoBadge } from '../../../components/resource-screens/yes-no-badge.tsx';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';
import type { ResourceColumn } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';
import { useOrganizationCompany } from '../shared/use-organization-company.ts';
import { fetchCertificatePdf } from './user-certificate-pdf.ts';

const columns: ResourceColumn<Certificate>[] = [
  { key: 'title', titleKey: 'resource.certificates.name', sort: 'title', fixed: true },
  { key: 'course', titleKey: 'resource.certificates.course', value: (item) => item.course?.header ?? '' },
  {
    key: 'issued_at',
    titleKey: 'resource.certificates.issued_at',
    sort: 'issued_at',
    value: (item) => dateCell(item.issued_at),
  },
  {
    key: 'expires_at',
    titleKey: 'resource.certificates.expires_at',
    sort: 'expires_at',
    value: (item) =>
      item.expires_at ? dateCell(item.expires_at) : i18n.t('resource.certificates.no_expiry'),
  },
  {
    key: 'valid',
    titleKey: 'resource.certificates.valid',
    value: (item) => i18n.t(item.valid ? 'resource.table.yes' : 'resource.table.no'),
    render: (item) => <YesNoBadge value={item.valid} />,
  },
];

/** The PDF shown in the page from a local object URL (it is fetched with the bearer token). */
function CertificatePdf(props: { certificate: Certificate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { certificate } = props;
  const pdf = useQuery({
    queryKey: ['certificates', certificate?.uuid, 'pdf'],
    queryFn: () => fetchCertificatePdf(certificate as Certificate, false),
    enabled: certificate !== null,
  });
  const url = useMemo(() => (pdf.data ? URL.createObjectURL(pdf.data.blob) : null), [pdf.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <Modal
      opened={certificate !== null}
      onClose={props.onClose}
      title={certificate?.title ?? ''}
      size="xl"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      data-testid="user-certificate-pdf"
    >
      {pdf.isPending ? (
        <LoadingState />
      ) : pdf.isError || !url ? (
        <ErrorPanel onRetry={() => void pdf.refetch()} />
      ) : (
        <iframe
          src={url}
          title={t('organization.users.certificates.pdf_title', { title: certificate?.title ?? '' })}
          style={{ width: '100%', height: '70vh', border: 0 }}
        />
      )}
    </Modal>
  );
}

/**
 * A person's certificates in this company (spec §2 organization.user.certificates): the certificates resource
 * filtered by the person and the company, each viewed in the page or downloaded as a PDF.
 */
export function UserCertificatesTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<User>>();
  const company = useOrganizationCompany().query.data;
  const [shown, setShown] = useState<Certificate | null>(null);
  const download = (certificate: Certificate) =>
    void fetchCertificatePdf(certificate, true)
      .then(saveFile)
      .catch(() => httpEnvironment().notify({ color: 'red', message: t('errors.generic') }));
  if (!company) return <LoadingState />;
  return (
    <>
      <ResourceTable
        api={certificatesApi}
        tableKey="organization-user-certificates"
        label={t('organization.users.certificates.of', { name: item.name })}
        columns={columns}
        fixedFilters={{ user: String(item.id), company: String(company.id) }}
        rowActions={[
          {
            key: 'view-pdf',
            labelKey: 'organization.users.certificates.view',
            icon: <IconEye size={16} aria-hidden />,
            onClick: setShown,
          },
          {
            key: 'download-pdf',
            labelKey: 'organization.users.certificates.download',
            icon: <IconDownload size={16} aria-hidden />,
            onClick: download,
          },
        ]}
      />
      <CertificatePdf certificate={shown} onClose={() => setShown(null)} />
    </>
  );
}
