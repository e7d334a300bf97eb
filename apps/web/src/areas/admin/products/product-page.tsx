import { productsApi } from '../../../api/resources/products.ts';
import { AdminItemPage } from '../shared/admin-item-page.tsx';
import { productList } from './product-config.tsx';

/** /admin/products/:product (an id, spec §2): the product's details and what it includes. */
export function ProductPage() {
  return (
    <AdminItemPage
      api={productsApi}
      param="product"
      with={['image']}
      title={(item) => item.name}
      list={productList}
      tabs={[{ route: 'admin.product.update', labelKey: 'admin.products.tabs.details' }]}
    />
  );
}
