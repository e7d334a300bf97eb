import type { AccessPass } from '@academy/contracts/entities/access-pass';
import { Badge } from '@mantine/core';
import type { ResourceColumn, TableFilter } from '../../components/resource-table/table-types.ts';
import { i18n } from '../../i18n/i18n-setup.ts';
import { formatDate } from '../../i18n/reader-dates.ts';

/**
 * The access passes of one company (spec §3 Access pass), as the admin's company page and the organization's
 * Access passes tab both list them: the course, who holds it, how long its certificate stays valid, its last day.
 */
export const accessPassColumns: ResourceColumn<AccessPass>[] = [
  {
    key: 'course',
    titleKey: 'access_passes.course',
    sort: 'course',
    fixed: true,
    value: (item) => item.course?.header ?? '',
  },
  {
    key: 'grantable',
    titleKey: 'access_passes.holder',
    value: (item) =>
      item.grantable
        ? `${item.grantable.header} (${i18n.t(`access_passes.holder_type.${item.grantable_type}`)})`
        : '',
  },
  {
    key: 'certificate_valid_for',
    titleKey: 'access_passes.certificate_valid_for',
    textAlign: 'right',
    value: (item) =>
      item.certificate_valid_for === null
        ? i18n.t('access_passes.no_expiry')
        : i18n.t('access_passes.days', { count: item.certificate_valid_for }),
  },
  {
    key: 'expires_at',
    titleKey: 'access_passes.expires_at',
    sort: 'expires_at',
    value: (item) => (item.expires_at ? formatDate(item.expires_at) : i18n.t('access_passes.no_end')),
  },
  {
    key: 'expired',
    titleKey: 'access_passes.status',
    value: (item) => i18n.t(item.expired ? 'access_passes.revoked' : 'access_passes.active'),
    render: (item) => (
      <Badge color={item.expired ? 'gray' : 'teal'} variant="light" data-testid="access-pass-status">
        {i18n.t(item.expired ? 'access_passes.revoked' : 'access_passes.active')}
      </Badge>
    ),
  },
  {
    key: 'issued_by',
    titleKey: 'access_passes.issued_by',
    hidden: true,
    value: (item) => item.issued_by?.header ?? '',
  },
  { key: 'created_at', titleKey: 'access_passes.issued_at', sort: 'created_at', hidden: true },
];

export const accessPassFilters: TableFilter[] = [
  {
    name: 'grantable_type',
    labelKey: 'access_passes.holder_type.label',
    kind: 'select',
    options: [
      { value: 'company', labelKey: 'access_passes.holder_type.company' },
      { value: 'department', labelKey: 'access_passes.holder_type.department' },
      { value: 'user', labelKey: 'access_passes.holder_type.user' },
    ],
  },
  { name: 'expired', labelKey: 'access_passes.revoked', kind: 'boolean' },
];
