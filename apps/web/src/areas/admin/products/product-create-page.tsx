import { productsApi } from '../../../api/resources/products.ts';
import { ResourceCreatePage } from '../../../components/resource-screens/resource-create-page.tsx';
import { productFields, productHref, productList } from './product-config.tsx';

const fields = productFields('create');

/** /admin/products/create: the product's fields; its courses and books are added on its page after. */
export function ProductCreatePage() {
  return (
    <ResourceCreatePage
      api={productsApi}
      titleKey="admin.products.create"
      list={productList}
      fields={fields}
      itemHref={productHref}
      submitLabelKey="resource.form.create"
    />
  );
}
