import type { Receipt } from '@academy/contracts/entities/receipt';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { receiptsApi } from '../../../api/resources/receipts.ts';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';
import type { ResourceColumn } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';
import { formatDateTime } from '../../../i18n/reader-dates.ts';
import { formatMoney } from './seat-price.ts';

const columns: ResourceColumn<Receipt>[] = [
  {
    key: 'created_at',
    titleKey: 'organization.seats.purchases.bought_at',
    sort: 'created_at',
    fixed: true,
    value: (item) => (item.created_at ? formatDateTime(item.created_at) : ''),
  },
  {
    key: 'product',
    titleKey: 'organization.seats.purchases.product',
    value: (item) => item.product?.header ?? '',
  },
  { key: 'seats', titleKey: 'organization.seats.purchases.seats', textAlign: 'right' },
  {
    key: 'amount',
    titleKey: 'organization.seats.purchases.amount',
    textAlign: 'right',
    value: (item) => formatMoney(item.amount, item.currency, i18n.language),
  },
  { key: 'user', titleKey: 'organization.seats.purchases.buyer', value: (item) => item.user?.header ?? '' },
  {
    key: 'status',
    titleKey: 'organization.seats.purchases.status',
    value: (item) => i18n.t(`organization.seats.purchases.${item.status}`),
    render: (item) => (
      <Badge color={item.status === 'refunded' ? 'gray' : 'teal'} variant="light">
        {i18n.t(`organization.seats.purchases.${item.status}`)}
      </Badge>
    ),
  },
];

/**
 * The seats the company bought: its seat purchases (receipts for the company), newest first. What they added to
 * each course's pool, and how many of those are used and left, is the courses table above it.
 */
export function SeatPurchasesTable(props: { company: { id: number; name: string } }) {
  const { t } = useTranslation();
  return (
    <ResourceTable
      api={receiptsApi}
      tableKey="organization-seat-purchases"
      label={t('organization.seats.purchases.title', { name: props.company.name })}
      columns={columns}
      fixedFilters={{ company: String(props.company.id) }}
      searchable={false}
    />
  );
}
