import { defineModule } from '../../platform/module-manifest.ts';
import { bookResource } from './books.resource.ts';
import { companyBookResource } from './company-books.resource.ts';
import { knowledgeBaseRoutes } from './knowledge-base.routes.ts';
import { userBookResource } from './user-books.resource.ts';

/** The books module: books, the companies and people that hold them, and the knowledge base. */
export const booksModule = defineModule({
  name: 'books',
  resources: [bookResource, companyBookResource, userBookResource],
  routes: [knowledgeBaseRoutes],
});
