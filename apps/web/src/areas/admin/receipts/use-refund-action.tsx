import type { Receipt } from '@academy/contracts/entities/receipt';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRefundReceipt } from '../../../api/resources/receipts.ts';
import { openConfirmAction } from '../../../components/confirm-action-modal.tsx';
import type { RowAction } from '../../../components/resource-table/table-types.ts';
import { receiptAmount } from './receipt-config.tsx';

/**
 * "Refund" on a receipt row, where its `refund` ability allows (a completed receipt, to administrators): asked
 * first with the confirm-action modal, since the money goes back and the courses, books or seats it gave are
 * taken back.
 */
export function useRefundAction(): RowAction<Receipt> {
  const { t } = useTranslation();
  const refund = useRefundReceipt();
  return {
    key: 'refund',
    labelKey: 'admin.receipts.refund.action',
    icon: <IconReceiptRefund size={16} aria-hidden />,
    color: 'red',
    ability: 'refund',
    onClick: (item) =>
      openConfirmAction({
        title: t('admin.receipts.refund.title', { amount: receiptAmount(item) }),
        message: t('admin.receipts.refund.message', {
          product: item.product?.header ?? '',
          buyer: item.company?.header ?? item.user?.header ?? '',
        }),
        word: t('admin.receipts.refund.word'),
        confirmLabel: t('admin.receipts.refund.confirm'),
        onConfirm: async () => {
          await refund.mutateAsync({ uuid: item.uuid });
        },
      }),
  };
}
