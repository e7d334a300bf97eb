import type { Receipt } from '@academy/contracts/entities/receipt';
import { Badge } from '@mantine/core';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';
import { formatDateTime } from '../../../i18n/reader-dates.ts';
import { formatPrice } from '../products/product-price.ts';

/** The receipts list as configuration over `receiptContract`: the admin's list and a product's Sales tab. */

/** Where a receipt stands: paid, refunded, or refunded at the provider and waiting for its confirmation. */
export function receiptState(item: Receipt): 'completed' | 'refunded' | 'refund_requested' {
  if (item.status === 'refunded') return 'refunded';
  return item.refund_requested_at ? 'refund_requested' : 'completed';
}

const stateColor = { completed: 'teal', refunded: 'gray', refund_requested: 'orange' } as const;

function ReceiptStatus(props: { item: Receipt }) {
  const state = receiptState(props.item);
  return (
    <Badge color={stateColor[state]} variant="light" data-testid="receipt-status">
      {i18n.t(`admin.receipts.status.${state}`)}
    </Badge>
  );
}

export const receiptAmount = (item: Pick<Receipt, 'amount' | 'currency'>) =>
  formatPrice(item.amount, item.currency, i18n.language);

export const receiptColumns: ResourceColumn<Receipt>[] = [
  {
    key: 'created_at',
    titleKey: 'admin.receipts.bought_at',
    sort: 'created_at',
    fixed: true,
    value: (item) => (item.created_at ? formatDateTime(item.created_at) : ''),
  },
  { key: 'product', titleKey: 'admin.receipts.product', value: (item) => item.product?.header ?? '' },
  { key: 'user', titleKey: 'admin.receipts.buyer', value: (item) => item.user?.header ?? '' },
  { key: 'company', titleKey: 'admin.receipts.company', value: (item) => item.company?.header ?? '' },
  { key: 'seats', titleKey: 'admin.receipts.seats', textAlign: 'right' },
  {
    key: 'amount',
    titleKey: 'admin.receipts.amount',
    sort: 'amount',
    textAlign: 'right',
    value: receiptAmount,
  },
  {
    key: 'status',
    titleKey: 'admin.receipts.status.label',
    value: (item) => i18n.t(`admin.receipts.status.${receiptState(item)}`),
    render: (item) => <ReceiptStatus item={item} />,
  },
  {
    key: 'provider',
    titleKey: 'admin.receipts.provider.label',
    value: (item) => i18n.t(`admin.receipts.provider.${item.provider}`),
    hidden: true,
  },
  {
    key: 'refunded_at',
    titleKey: 'admin.receipts.refunded_at',
    sort: 'refunded_at',
    value: (item) => (item.refunded_at ? formatDateTime(item.refunded_at) : ''),
    hidden: true,
  },
];

export const receiptFilters: TableFilter[] = [
  { name: 'product', kind: 'reference', segment: 'products', labelKey: 'admin.receipts.product' },
  { name: 'company', kind: 'reference', segment: 'companies', labelKey: 'admin.receipts.company' },
  {
    name: 'status',
    kind: 'select',
    labelKey: 'admin.receipts.status.label',
    options: [
      { value: 'completed', labelKey: 'admin.receipts.status.completed' },
      { value: 'refunded', labelKey: 'admin.receipts.status.refunded' },
    ],
  },
  { name: 'from', kind: 'date', labelKey: 'admin.receipts.from' },
  { name: 'to', kind: 'date', labelKey: 'admin.receipts.to' },
];
