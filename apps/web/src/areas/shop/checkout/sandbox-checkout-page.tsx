import { href } from '@academy/contracts/routes';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { fetchCheckout, sandboxApi } from '../../../api/shop/checkout.ts';
import { ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { formatPrice } from '../shared/price.ts';

/**
 * /shop/checkout/:checkout: the academy's own test payment page (the local sandbox provider, no money moves).
 * "Pay" and "Decline" make the sandbox deliver the same signed webhook a real provider would; the confirmation
 * page then waits for it like after a real payment.
 */
export function SandboxCheckoutPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const uuid = useParams().checkout ?? '';
  const checkout = useQuery({ queryKey: ['checkout', uuid], queryFn: () => fetchCheckout(uuid) });
  const complete = href('shop.checkout.complete', { checkout: uuid });
  const pay = useMutation({
    mutationFn: () => sandboxApi.pay(uuid),
    onSuccess: () => void navigate(complete, { replace: true }),
  });
  const decline = useMutation({
    mutationFn: () => sandboxApi.decline(uuid),
    onSuccess: () => void navigate(complete, { replace: true }),
  });

  if (checkout.isPending) return <LoadingState />;
  if (checkout.isError) return <ErrorPanel onRetry={() => void checkout.refetch()} />;
  const { product, status } = checkout.data;
  const busy = pay.isPending || decline.isPending;

  return (
    <Paper withBorder radius="lg" p="xl" maw={560} mx="auto" data-testid="sandbox-checkout">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} fz="h2">
            {t('shop.checkout.sandbox_title')}
          </Title>
          <Badge color="dark" variant="filled" leftSection={<IconFlask size={12} aria-hidden />}>
            {t('shop.checkout.sandbox_badge')}
          </Badge>
        </Group>
        <Alert color="orange" variant="light" icon={<IconFlask size={18} aria-hidden />}>
          {t('shop.checkout.sandbox_notice')}
        </Alert>
        {product && (
          <Stack gap={4}>
            <Text fw={600} fz="lg">
              {product.name}
            </Text>
            <Text fz="xl" fw={700} data-testid="checkout-price">
              {formatPrice(product.price, product.currency, i18n.language)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('shop.store.days_of_access', { count: product.number_of_days })}
            </Text>
          </Stack>
        )}
        {status === 'open' ? (
          <Group grow>
            <Button size="md" loading={pay.isPending} disabled={busy} onClick={() => pay.mutate()}>
              {t('shop.checkout.pay')}
            </Button>
            <Button
              size="md"
              variant="light"
              color="red"
              loading={decline.isPending}
              disabled={busy}
              onClick={() => decline.mutate()}
            >
              {t('shop.checkout.decline')}
            </Button>
          </Group>
        ) : (
          <Stack gap="xs">
            <Text>{t('shop.checkout.already_handled')}</Text>
            <Button component={Link} to={complete} variant="light">
              {t('shop.checkout.see_status')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
