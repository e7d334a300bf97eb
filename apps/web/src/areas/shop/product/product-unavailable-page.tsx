import { href } from '@academy/contracts/routes';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShoppingBagX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../api/use-session.ts';

/**
 * /product/:product (spec §2, open to guests). The purchase redirect after sign-in lands here (spec §4);
 * until the shop is built it says the product is not available instead of showing "not found", and offers
 * the way on: the dashboard when signed in, else sign-in.
 */
export function ProductUnavailablePage() {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession()?.user);
  return (
    <Paper withBorder shadow="md" radius="lg" p="xl" data-testid="product-unavailable">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconShoppingBagX size={30} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('shop.product_unavailable.title')}
        </Title>
        <Text c="dimmed">{t('shop.product_unavailable.text')}</Text>
        <Button
          component={Link}
          to={signedIn ? href('academy.dashboard.index') : href('auth.login')}
          variant="light"
        >
          {signedIn ? t('shop.product_unavailable.go_home') : t('shop.product_unavailable.sign_in')}
        </Button>
      </Stack>
    </Paper>
  );
}
