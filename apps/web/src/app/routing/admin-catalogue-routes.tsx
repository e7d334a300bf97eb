import type { RouteObject } from 'react-router';
import { type RouteHandle, routePath } from './route-path.ts';

const handle = (name: RouteHandle['name']): RouteHandle => ({ name });

/**
 * Books with their chapters, and products (spec §2 admin routes), children of the admin layout. Each page is a
 * chunk of its own; an item page's tabs are child routes (ResourcePage renders the active one).
 */
export const adminCatalogueRoutes: RouteObject[] = [
  {
    path: routePath('admin.book.index'),
    handle: handle('admin.book.index'),
    lazy: async () => ({ Component: (await import('../../areas/admin/books/books-page.tsx')).BooksPage }),
  },
  {
    path: routePath('admin.book.create'),
    handle: handle('admin.book.create'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/books/book-create-page.tsx')).BookCreatePage,
    }),
  },
  {
    path: routePath('admin.book.details'),
    handle: handle('admin.book.details'),
    lazy: async () => ({ Component: (await import('../../areas/admin/books/book-page.tsx')).BookPage }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../areas/admin/books/book-details-tab.tsx')).BookDetailsTab,
        }),
      },
      {
        path: routePath('admin.book.chapters'),
        handle: handle('admin.book.chapters'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/books/book-chapters-tab.tsx')).BookChaptersTab,
        }),
      },
    ],
  },
  {
    path: routePath('admin.chapter.details'),
    handle: handle('admin.chapter.details'),
    lazy: async () => ({ Component: (await import('../../areas/admin/books/chapter-page.tsx')).ChapterPage }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../areas/admin/books/chapter-details-tab.tsx')).ChapterDetailsTab,
        }),
      },
    ],
  },
  {
    path: routePath('admin.product.index'),
    handle: handle('admin.product.index'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/products/products-page.tsx')).ProductsPage,
    }),
  },
  {
    path: routePath('admin.product.create'),
    handle: handle('admin.product.create'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/products/product-create-page.tsx')).ProductCreatePage,
    }),
  },
  {
    path: routePath('admin.product.update'),
    handle: handle('admin.product.update'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/products/product-page.tsx')).ProductPage,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../areas/admin/products/product-details-tab.tsx')).ProductDetailsTab,
        }),
      },
    ],
  },
  {
    path: routePath('admin.receipt.index'),
    handle: handle('admin.receipt.index'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/receipts/receipts-page.tsx')).ReceiptsPage,
    }),
  },
];
