/** The products module's public face: creating products and what they include outside a request (the demo). */
export {
  createProducts,
  linkProductBooks,
  linkProductCourses,
  type ProductBookInput,
  type ProductCourseInput,
  type ProductInput,
} from './create-products.ts';
export { productsModule } from './manifest.ts';
export { isProductOnSale } from './public-catalogue.service.ts';
