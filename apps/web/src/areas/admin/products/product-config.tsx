import type { Product } from '@academy/contracts/entities/product';
import { href } from '@academy/contracts/routes';
import { Badge } from '@mantine/core';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import { dateCell } from '../../../components/resource-screens/format-cell.ts';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';
import { formatPrice, toMainUnit, toMinorUnit } from './product-price.ts';

/** The product screens as configuration over `productContract` (DESIGN §10). */

const yesNo = (value: boolean) => i18n.t(value ? 'resource.table.yes' : 'resource.table.no');

function FlagBadge(props: { on: boolean }) {
  return (
    <Badge color={props.on ? 'teal' : 'gray'} variant="light">
      {yesNo(props.on)}
    </Badge>
  );
}

export const productColumns: ResourceColumn<Product>[] = [
  { key: 'name', titleKey: 'fields.name', sort: 'name', fixed: true },
  {
    key: 'price',
    titleKey: 'admin.products.price',
    sort: 'price',
    textAlign: 'right',
    value: (item) => formatPrice(item.price, item.currency, i18n.language),
  },
  { key: 'number_of_days', titleKey: 'admin.products.number_of_days', textAlign: 'right' },
  {
    key: 'courses',
    titleKey: 'courses.title',
    value: (item) => item.courses_included.map((course) => course.code ?? course.header).join(', '),
  },
  {
    key: 'books',
    titleKey: 'admin.products.books',
    value: (item) => item.books_included.map((book) => book.header).join(', '),
    hidden: true,
  },
  {
    key: 'is_active',
    titleKey: 'admin.products.active',
    value: (item) => yesNo(item.is_active),
    render: (item) => <FlagBadge on={item.is_active} />,
  },
  {
    key: 'is_public',
    titleKey: 'admin.products.public',
    value: (item) => yesNo(item.is_public),
    render: (item) => <FlagBadge on={item.is_public} />,
  },
  { key: 'paddle_product_id', titleKey: 'admin.products.paddle_product_id', hidden: true },
  {
    key: 'created_at',
    titleKey: 'fields.created_at',
    sort: 'created_at',
    value: (item) => dateCell(item.created_at),
    hidden: true,
  },
];

export const productFilters: TableFilter[] = [
  { name: 'is_active', kind: 'boolean', labelKey: 'admin.products.active' },
  { name: 'is_public', kind: 'boolean', labelKey: 'admin.products.public' },
  { name: 'course', kind: 'reference', segment: 'courses', labelKey: 'admin.products.course_filter' },
  { name: 'book', kind: 'reference', segment: 'books', labelKey: 'admin.products.book_filter' },
];

/** The currencies offered (the contract takes any ISO 4217 code; these are the ones a Nordic shop sells in). */
const currencies = ['NOK', 'SEK', 'DKK', 'EUR', 'USD', 'GBP'] as const;

/**
 * spec §3 Product: name, description (rich text), image (a media item), price, number_of_days, the Paddle
 * product id; and whether it is active and public. The courses and books included are linked on its page.
 */
export function productFields(mode: 'create' | 'update'): FormField<Product>[] {
  const empty = mode === 'create' ? 'omit' : 'null';
  return [
    { name: 'name', kind: 'text', labelKey: 'fields.name', required: true },
    { name: 'description', kind: 'rich-text', labelKey: 'fields.description', empty: 'null' },
    {
      name: 'image_id',
      kind: 'media',
      accept: 'image',
      labelKey: 'admin.products.image',
      descriptionKey: 'admin.products.image_description',
      empty,
      fromItem: (item) => item.image?.uuid ?? null,
      knownOption: (item) => (item.image ? { value: item.image.uuid, label: item.image.header } : null),
    },
    {
      name: 'price',
      kind: 'number',
      labelKey: 'admin.products.price',
      descriptionKey: 'admin.products.price_description',
      required: true,
      fromItem: (item) => toMainUnit(item.price),
      toInput: toMinorUnit,
    },
    {
      name: 'currency',
      kind: 'select',
      labelKey: 'admin.products.currency',
      required: true,
      initial: 'NOK',
      options: currencies.map((code) => ({ value: code, labelKey: `admin.products.currencies.${code}` })),
    },
    {
      name: 'number_of_days',
      kind: 'number',
      labelKey: 'admin.products.number_of_days',
      descriptionKey: 'admin.products.number_of_days_description',
      required: true,
      initial: 365,
    },
    {
      name: 'paddle_product_id',
      kind: 'text',
      labelKey: 'admin.products.paddle_product_id',
      descriptionKey: 'admin.products.paddle_product_id_description',
      empty,
    },
    {
      name: 'is_active',
      kind: 'switch',
      labelKey: 'fields.is_active',
      descriptionKey: 'admin.products.is_active_description',
      initial: true,
    },
    {
      name: 'is_public',
      kind: 'switch',
      labelKey: 'fields.is_public',
      descriptionKey: 'admin.products.is_public_description',
      initial: true,
    },
  ];
}

export const productHref = (item: Pick<Product, 'id'>) => href('admin.product.update', { product: item.id });

/** The list the product screens lead back to. */
export const productList = { to: href('admin.product.index'), labelKey: 'admin.products.title' };
