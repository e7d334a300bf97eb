import type { Product } from '@academy/contracts/entities/product';
import { href } from '@academy/contracts/routes';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { receiptsApi, receiptTotalsQuery } from '../../../api/resources/receipts.ts';
import { ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';
import { receiptAmount, receiptColumns } from '../receipts/receipt-config.tsx';
import { useRefundAction } from '../receipts/use-refund-action.tsx';

function Figure(props: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text fw={700} size="xl" data-testid={props.testId}>
        {props.value}
      </Text>
    </Paper>
  );
}

/**
 * A product's sales, on its admin page below what it includes (a section, not a tab: every route is in the
 * first screen's route table, which has no room to spare): how the product sells (the paid receipts' count, seats
 * and amount, summed by the server), its
 * receipts newest first with refund, and a link to the receipts list filtered by it.
 */
export function ProductSales(props: { product: Product }) {
  const { t } = useTranslation();
  const item = props.product;
  const refund = useRefundAction();
  const filter = { product: String(item.id) };
  // Summed by the server: a product may have sold thousands of times.
  const paid = useQuery(receiptTotalsQuery({ ...filter, status: 'completed' }));
  const title = t('admin.receipts.sales.title', { name: item.name });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Anchor component={Link} to={`${href('admin.receipt.index')}?filter[product]=${item.id}`}>
          {t('admin.receipts.sales.all')}
        </Anchor>
      </Group>
      {paid.isPending ? (
        <LoadingState />
      ) : paid.isError ? (
        <ErrorPanel onRetry={() => void paid.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Figure
            label={t('admin.receipts.sales.count')}
            value={String(paid.data.receipts)}
            testId="sales-count"
          />
          <Figure
            label={t('admin.receipts.sales.seats')}
            value={String(paid.data.seats)}
            testId="sales-seats"
          />
          <Figure
            label={t('admin.receipts.sales.amount')}
            value={
              paid.data.amounts.map(receiptAmount).join(' + ') ||
              receiptAmount({ currency: item.currency, amount: 0 })
            }
            testId="sales-amount"
          />
        </SimpleGrid>
      )}
      <ResourceTable
        api={receiptsApi}
        tableKey="admin-product-sales"
        label={t('admin.receipts.sales.latest')}
        columns={receiptColumns.filter((column) => column.key !== 'product')}
        fixedFilters={filter}
        rowActions={[refund]}
        searchable={false}
      />
    </Stack>
  );
}
