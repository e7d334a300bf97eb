import { href } from '@academy/contracts/routes';
import { productsApi } from '../../../api/resources/products.ts';
import { AdminListPage } from '../shared/admin-list-page.tsx';
import { productColumns, productFilters, productHref } from './product-config.tsx';

/** /admin/products: the shop's products, with what each includes. */
export function ProductsPage() {
  return (
    <AdminListPage
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
