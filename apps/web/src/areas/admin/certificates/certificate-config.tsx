import type { Certificate } from '@academy/contracts/entities/certificate';
import { href } from '@academy/contracts/routes';
import { Badge } from '@mantine/core';
import type { FormField, FormValue } from '../../../components/resource-form/form-fields.ts';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';

/**
 * The certificate screens as configuration over `certificateContract` (DESIGN §10). Dates are entered as
 * days; the API takes instants, so a day is sent as its start in UTC, which is also how the API's
 * `issued_date`/`expiry_date` read it back.
 */
const dayToInstant = (value: FormValue) =>
  typeof value === 'string' && value ? `${value}T00:00:00.000Z` : value;

export function ValidBadge(props: { valid: boolean }) {
  return (
    <Badge color={props.valid ? 'teal' : 'gray'} variant="light">
      {i18n.t(props.valid ? 'resource.certificates.valid_yes' : 'resource.certificates.valid_no')}
    </Badge>
  );
}

const validText = (item: Certificate) =>
  i18n.t(item.valid ? 'resource.certificates.valid_yes' : 'resource.certificates.valid_no');

export const certificateColumns: ResourceColumn<Certificate>[] = [
  { key: 'title', titleKey: 'resource.certificates.name', sort: 'title', fixed: true },
  { key: 'holder', titleKey: 'resource.certificates.holder', value: (item) => item.user?.header ?? '' },
  {
    key: 'email',
    titleKey: 'resource.certificates.email',
    value: (item) => (typeof item.user?.email === 'string' ? item.user.email : ''),
    hidden: true,
  },
  { key: 'course', titleKey: 'resource.certificates.course', value: (item) => item.course?.header ?? '' },
  {
    key: 'company',
    titleKey: 'resource.certificates.company',
    value: (item) => item.company?.header ?? '',
    hidden: true,
  },
  {
    key: 'issued_at',
    titleKey: 'resource.certificates.issued_at',
    sort: 'issued_at',
    value: (item) => item.issued_date,
  },
  {
    key: 'expires_at',
    titleKey: 'resource.certificates.expires_at',
    sort: 'expires_at',
    value: (item) => item.expiry_date ?? i18n.t('resource.certificates.no_expiry'),
  },
  {
    key: 'valid',
    titleKey: 'resource.certificates.valid',
    value: validText,
    render: (item) => <ValidBadge valid={item.valid} />,
  },
  { key: 'certifier', titleKey: 'resource.certificates.certifier', hidden: true },
];

export const certificateFilters: TableFilter[] = [
  { name: 'user', kind: 'reference', segment: 'users', labelKey: 'resource.certificates.holder' },
  { name: 'course', kind: 'reference', segment: 'courses', labelKey: 'resource.certificates.course' },
  { name: 'company', kind: 'reference', segment: 'companies', labelKey: 'resource.certificates.company' },
  { name: 'valid', kind: 'boolean', labelKey: 'resource.certificates.valid' },
];

const titleField: FormField<Certificate> = {
  name: 'title',
  kind: 'text',
  labelKey: 'resource.certificates.name',
  required: true,
};
const expiresField: FormField<Certificate> = {
  name: 'expires_at',
  kind: 'date',
  labelKey: 'resource.certificates.expires_at',
  descriptionKey: 'resource.certificates.expires_description',
  toInput: dayToInstant,
};

/** Issuing by hand: the holder, the course and (optionally) the company are chosen once. */
export const certificateCreateFields: FormField<Certificate>[] = [
  {
    name: 'user_id',
    kind: 'reference',
    segment: 'users',
    labelKey: 'resource.certificates.holder',
    required: true,
  },
  {
    name: 'course_id',
    kind: 'reference',
    segment: 'courses',
    labelKey: 'resource.certificates.course',
    required: true,
  },
  {
    name: 'company_id',
    kind: 'reference',
    segment: 'companies',
    labelKey: 'resource.certificates.company',
    empty: 'omit',
  },
  titleField,
  { name: 'certifier', kind: 'text', labelKey: 'resource.certificates.certifier', empty: 'omit' },
  {
    name: 'issued_at',
    kind: 'date',
    labelKey: 'resource.certificates.issued_at',
    descriptionKey: 'resource.certificates.issued_description',
    empty: 'omit',
    toInput: dayToInstant,
  },
  { ...expiresField, empty: 'omit' },
];

/** What an update may change (certificateUpdateSchema); an emptied field is cleared. */
export const certificateUpdateFields: FormField<Certificate>[] = [
  titleField,
  { name: 'certifier', kind: 'text', labelKey: 'resource.certificates.certifier', empty: 'null' },
  { ...expiresField, empty: 'null' },
];

export const certificateHref = (item: Pick<Certificate, 'id'>) =>
  href('admin.certificate.update', { certificate: item.id });

/** The list the certificate screens lead back to. */
export const certificateList = {
  to: href('admin.certificate.index'),
  labelKey: 'resource.certificates.title',
};
