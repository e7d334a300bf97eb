import type { RouteObject } from 'react-router';
import { loadAreaTexts } from '../../i18n/area-texts.ts';
import { type RouteHandle, routePath } from './route-path.ts';

const handle = (name: RouteHandle['name']): RouteHandle => ({ name });

/**
 * The shop's branch of the route tree (spec §2: /shop, /product/:product and the checkout pages), added when one
 * of its addresses is first opened (area-routes.ts), so the first screen carries neither its routes nor its texts.
 * Open to guests: wide pages, its texts loaded with its layout.
 */
export const shopAreaRoute: RouteObject = {
  id: 'shop',
  lazy: async () => {
    const [{ ShopLayout }] = await Promise.all([import('../layouts/shop-layout.tsx'), loadAreaTexts('shop')]);
    return { Component: ShopLayout };
  },
  children: [
    {
      path: routePath('shop.index'),
      handle: handle('shop.index'),
      lazy: async () => ({
        Component: (await import('../../areas/shop/catalogue/shop-page.tsx')).ShopPage,
      }),
    },
    {
      path: routePath('shop.product.show'),
      handle: handle('shop.product.show'),
      lazy: async () => ({
        Component: (await import('../../areas/shop/product/product-page.tsx')).ProductPage,
      }),
    },
    {
      path: routePath('shop.checkout.show'),
      handle: handle('shop.checkout.show'),
      lazy: async () => ({
        Component: (await import('../../areas/shop/checkout/sandbox-checkout-page.tsx')).SandboxCheckoutPage,
      }),
    },
    {
      path: routePath('shop.checkout.complete'),
      handle: handle('shop.checkout.complete'),
      lazy: async () => ({
        Component: (await import('../../areas/shop/checkout/checkout-complete-page.tsx'))
          .CheckoutCompletePage,
      }),
    },
  ],
};
