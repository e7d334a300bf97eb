import { href } from '@academy/contracts/routes';
import { productsApi } from '../../../api/resources/products.ts';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import { productColumns, productFilters, productHref } from './product-config.tsx';

/** /admin/products: the shop's products, with what each includes. */
export function ProductsPage() {
  return (
    <ResourceListPage
      api={productsApi}
      tableKey="admin-products"
      titleKey="admin.products.title"
      columns={productColumns}
      filters={productFilters}
      rowHref={productHref}
      editable
      exportable
      create={{ to: href('admin.product.create'), labelKey: 'admin.products.create' }}
    />
  );
}
