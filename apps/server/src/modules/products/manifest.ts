import { defineModule } from '../../platform/module-manifest.ts';
import { productResource } from './products.resource.ts';

/** The products module: products. */
export const productsModule = defineModule({
  name: 'products',
  resources: [productResource],
});
