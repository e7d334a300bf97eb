import { receiptsApi } from '../../../api/resources/receipts.ts';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import { receiptColumns, receiptFilters } from './receipt-config.tsx';
import { useRefundAction } from './use-refund-action.tsx';

/**
 * /admin/receipts: every purchase, personal or a company's seats, with filters (product, company, status, the
 * days bought), the CSV export of the current query, and refund. Receipts are written by the payment provider's
 * webhook only, so there is no create, edit or delete.
 */
export function ReceiptsPage() {
  const refund = useRefundAction();
  return (
    <ResourceListPage
      api={receiptsApi}
      tableKey="admin-receipts"
      titleKey="admin.receipts.title"
      columns={receiptColumns}
      filters={receiptFilters}
      exportable
      moreRowActions={[refund]}
    />
  );
}
