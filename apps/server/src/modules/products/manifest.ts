import { defineModule } from '../../platform/module-manifest.ts';
import { productResource } from './products.resource.ts';
import { publicCatalogueRoutes } from './public-catalogue.routes.ts';

/** The products module: products, and the shop's public catalogue of them. */
export const productsModule = defineModule({
  name: 'products',
  resources: [productResource],
  routes: [publicCatalogueRoutes],
});
