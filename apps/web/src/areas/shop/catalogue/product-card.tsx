import type { PublicProduct } from '@academy/contracts/operations/public-shop';
import { href } from '@academy/contracts/routes';
import { Anchor, AspectRatio, Card, Image, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IncludedItems } from '../shared/included-items.tsx';
import { formatPrice, plainText } from '../shared/price.ts';

/** One product of the shop: image, name (the link to its page), description, price and what it includes. */
export function ProductCard(props: { product: PublicProduct }) {
  const { t, i18n } = useTranslation();
  const { product } = props;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="product-card" component="article">
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          {product.image_url ? (
            <Image src={product.image_url} alt="" fit="cover" />
          ) : (
            <Stack align="center" justify="center" bg="gray.1" c="gray.5">
              <IconPhoto size={40} aria-hidden />
            </Stack>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap="sm" mt="md">
        <Title order={2} fz="h4">
          <Anchor component={Link} to={href('shop.product.show', { product: product.uuid })} inherit>
            {product.name}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {plainText(product.description)}
        </Text>
        <Text fw={700} fz="lg" data-testid="product-price" aria-label={t('shop.store.price')}>
          {formatPrice(product.price, product.currency, i18n.language)}
        </Text>
        <IncludedItems product={product} />
      </Stack>
    </Card>
  );
}
