import type { Certificate } from '@academy/contracts/entities/certificate';
import type { Department } from '@academy/contracts/entities/department';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { certificatesApi } from '../../../api/resources/certificates.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';

const validText = (item: Certificate) =>
  i18n.t(
    item.valid
      ? 'organization.departments.certificates.valid_yes'
      : 'organization.departments.certificates.valid_no',
  );

const columns: ResourceColumn<Certificate>[] = [
  {
    key: 'title',
    titleKey: 'organization.departments.certificates.title_column',
    sort: 'title',
    fixed: true,
  },
  {
    key: 'holder',
    titleKey: 'organization.departments.certificates.holder',
    value: (item) => item.user?.header ?? '',
  },
  {
    key: 'course',
    titleKey: 'organization.departments.certificates.course',
    value: (item) => item.course?.header ?? '',
  },
  {
    key: 'issued_at',
    titleKey: 'organization.departments.certificates.issued_at',
    sort: 'issued_at',
    value: (item) => item.issued_date,
  },
  {
    key: 'expires_at',
    titleKey: 'organization.departments.certificates.expires_at',
    sort: 'expires_at',
    value: (item) => item.expiry_date ?? i18n.t('organization.departments.certificates.no_expiry'),
  },
  {
    key: 'valid',
    titleKey: 'organization.departments.certificates.valid',
    value: validText,
    render: (item) => (
      <Badge color={item.valid ? 'teal' : 'gray'} variant="light">
        {validText(item)}
      </Badge>
    ),
  },
];

const filters: TableFilter[] = [
  {
    name: 'course',
    kind: 'reference',
    segment: 'courses',
    labelKey: 'organization.departments.certificates.course',
  },
  { name: 'valid', kind: 'boolean', labelKey: 'organization.departments.certificates.valid_yes' },
];

/** The certificates of the department's people, earned in its company (the certificates list by department). */
export function DepartmentCertificatesTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Department>>();
  return (
    <ResourceTable
      api={certificatesApi}
      tableKey="organization-department-certificates"
      label={t('organization.departments.certificates.title')}
      columns={columns}
      filters={filters}
      fixedFilters={{ department: String(item.id) }}
      exportable
    />
  );
}
