import type { Product } from '@academy/contracts/entities/product';
import { href } from '@academy/contracts/routes';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { productsApi } from '../../../api/resources/products.ts';
import { LinkedItems } from '../../../components/linked-items/linked-items.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { ResourceUpdateForm } from '../../../components/resource-screens/resource-update-form.tsx';
import { productFields } from './product-config.tsx';
import { ProductSales } from './product-sales.tsx';

const fields = productFields('update');

/**
 * The product's form, then the courses and the books it includes (spec §7 "product helpers": attach, detach
 * and sync through the product's links), then its sales. Books are offered whole: a chapter comes with
 * its book.
 */
export function ProductDetailsTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Product>>();
  return (
    <Stack gap="xl">
      <ResourceUpdateForm api={productsApi} fields={fields} />
      <LinkedItems
        api={productsApi}
        owner={item}
        link="courses"
        items={item.courses_included}
        title={t('admin.products.included.courses')}
        addLabel={t('admin.products.included.add_course')}
        emptyText={t('admin.products.included.no_courses')}
        itemHref={(course) => href('admin.course.update', { course: course.id })}
        columns={[{ header: t('fields.code'), cell: (course) => course.code ?? '' }]}
        data-testid="product-courses"
      />
      <Stack gap={4}>
        <LinkedItems
          api={productsApi}
          owner={item}
          link="books"
          items={item.books_included}
          title={t('admin.products.included.books')}
          addLabel={t('admin.products.included.add_book')}
          emptyText={t('admin.products.included.no_books')}
          itemHref={(book) => href('admin.book.details', { book: book.id })}
          searchFilters={{ chapters: 'false' }}
          data-testid="product-books"
        />
        <Text size="sm" c="dimmed">
          {t('admin.products.included.books_help')}
        </Text>
      </Stack>
      <ProductSales product={item} />
    </Stack>
  );
}
