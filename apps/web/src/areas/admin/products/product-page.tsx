import { productsApi } from '../../../api/resources/products.ts';
import { ResourceItemPage } from '../../../components/resource-screens/resource-item-page.tsx';
import { productList } from './product-config.tsx';

/** /admin/products/:product (an id, spec §2): the product's details and what it includes and its sales. */
export function ProductPage() {
  return (
    <ResourceItemPage
      api={productsApi}
      param="product"
      with={['image']}
      title={(item) => item.name}
      list={productList}
      tabs={[{ route: 'admin.product.update', labelKey: 'admin.products.tabs.details' }]}
    />
  );
}
