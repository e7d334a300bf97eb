import type { PublicProduct } from '@academy/contracts/operations/public-shop';
import { href } from '@academy/contracts/routes';
import { Anchor, Button, Grid, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { fetchShopProduct } from '../../../api/shop/catalogue.ts';
import { useSession } from '../../../api/use-session.ts';
import { ErrorPanel, LoadingState, NotFoundPanel } from '../../../components/page-states/page-states.tsx';
import { RichText } from '../../../components/rich-text-view/rich-text.tsx';
import { IncludedItems } from '../shared/included-items.tsx';
import { formatPrice } from '../shared/price.ts';
import { BuyerForms } from './buyer-forms.tsx';
import { useBuy } from './use-buy.ts';

/**
 * /product/:product (spec §2, open to guests): the product, and how to buy it — "Buy" for a signed-in person, the
 * sign-in and registration forms for a guest. `buy=true` (after sign-in) opens the checkout at once.
 */
export function ProductPage() {
  const { t, i18n } = useTranslation();
  const uuid = useParams().product ?? '';
  const product = useQuery({
    queryKey: ['shop-product', i18n.language, uuid],
    queryFn: () => fetchShopProduct(uuid),
    // A language switch reads the product again (its courses are named in the language), showing the same
    // product's last answer meanwhile; never another product's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === uuid ? previous : undefined,
  });

  if (product.isPending) return <LoadingState />;
  if (product.isError) return <ErrorPanel onRetry={() => void product.refetch()} />;
  if (!product.data) {
    return (
      <NotFoundPanel
        title={t('shop.store.not_found_title')}
        text={t('shop.store.not_found_text')}
        backTo={href('shop.index')}
        backLabel={t('shop.store.back_to_shop')}
      />
    );
  }
  return <ProductView product={product.data} />;
}

function ProductView(props: { product: PublicProduct }) {
  const { t, i18n } = useTranslation();
  const { product } = props;
  const signedIn = Boolean(useSession()?.user);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={href('shop.index')} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('shop.store.back_to_shop')}
        </Group>
      </Anchor>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Title order={1}>{product.name}</Title>
            {product.image_url && <Image src={product.image_url} alt="" radius="lg" mah={360} fit="cover" />}
            <RichText html={product.description} testId="product-description" />
            <IncludedItems product={product} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Paper withBorder radius="lg" p="lg">
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {t('shop.store.price')}
                </Text>
                <Text fz={28} fw={700} data-testid="product-price">
                  {formatPrice(product.price, product.currency, i18n.language)}
                </Text>
                <Text size="sm">{t('shop.store.days_of_access', { count: product.number_of_days })}</Text>
                {signedIn && <BuyButton product={product.uuid} />}
              </Stack>
            </Paper>
            {!signedIn && <BuyerForms product={product.uuid} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** "Buy" for a signed-in person; `buy=true` presses it once on arrival (back from sign-in). */
function BuyButton(props: { product: string }) {
  const { t } = useTranslation();
  const buy = useBuy(props.product);
  const [params, setParams] = useSearchParams();
  const started = useRef(false);
  const buyNow = params.get('buy') === 'true';
  const { mutate } = buy;

  useEffect(() => {
    if (!buyNow || started.current) return;
    started.current = true;
    // Taken out of the address, so going back to this page does not buy again.
    setParams({}, { replace: true });
    mutate();
  }, [buyNow, mutate, setParams]);

  return (
    <Button
      size="md"
      leftSection={<IconShoppingCart size={18} aria-hidden />}
      loading={buy.isPending}
      onClick={() => buy.mutate()}
      data-testid="buy-button"
    >
      {t('shop.store.buy')}
    </Button>
  );
}
