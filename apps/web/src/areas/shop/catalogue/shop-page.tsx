import { Center, Group, Pagination, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingStore, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchShopProducts } from '../../../api/shop/catalogue.ts';
import { EmptyPanel, ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { ProductCard } from './product-card.tsx';

const perPage = 12;

/** /shop (spec §2): the public products, searchable and paged; the search and page live in the address. */
export function ShopPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [debounced] = useDebouncedValue(search, 300);
  const products = useQuery({
    // The language is in the key: the included courses are named in it (a switch reads them again).
    queryKey: ['shop-products', i18n.language, debounced, page],
    queryFn: () => fetchShopProducts({ search: debounced, page, per_page: perPage }),
    placeholderData: keepPreviousData,
  });
  const update = (next: { search?: string; page?: number }) => {
    const merged = { search, page: 1, ...next };
    const entries: Record<string, string> = {};
    if (merged.search) entries.search = merged.search;
    if (merged.page > 1) entries.page = String(merged.page);
    setParams(entries, { replace: true });
  };
  const lastPage = products.data?.pagination?.last_page ?? 1;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('shop.store.title')}</Title>
          <Text c="dimmed">{t('shop.store.subtitle')}</Text>
        </Stack>
        <TextInput
          aria-label={t('shop.store.search')}
          placeholder={t('shop.store.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => update({ search: event.currentTarget.value })}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      {products.isPending ? (
        <LoadingState />
      ) : products.isError ? (
        <ErrorPanel onRetry={() => void products.refetch()} />
      ) : products.data.items.length === 0 ? (
        <EmptyPanel
          icon={<IconBuildingStore size={28} aria-hidden />}
          title={debounced ? t('shop.store.no_results') : t('shop.store.empty')}
          text={debounced ? t('shop.store.no_results_text') : t('shop.store.empty_text')}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="shop-products">
            {products.data.items.map((product) => (
              <ProductCard key={product.uuid} product={product} />
            ))}
          </SimpleGrid>
          {lastPage > 1 && (
            <Center>
              <Pagination
                total={lastPage}
                value={page}
                onChange={(next) => update({ page: next })}
                getControlProps={(control) => ({
                  'aria-label': t(`shop.store.pagination.${control}`),
                })}
              />
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}
