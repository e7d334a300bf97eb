import { courseContract } from '@academy/contracts/entities/course';
import { productContract } from '@academy/contracts/entities/product';
import { expect } from '@playwright/test';
import { type ApiCaller, callApi, createResource, linkResource } from './api-call.ts';

/**
 * Set-up the shop's admin and organization specs share: a product of its own with a course of its own (so no
 * demo company already holds the course), and purchases paid through the local sandbox's API, waited for until
 * the provider's webhook has fulfilled them (`receipts/exists`, as the confirmation page polls it).
 */
export async function productWithCourse(
  admin: ApiCaller,
  names: { product: string; course: string },
  price = 12_500,
) {
  const course = await createResource(admin, courseContract, { name: names.course, is_active: true });
  const product = await createResource(admin, productContract, {
    name: names.product,
    price,
    currency: 'NOK',
    number_of_days: 365,
    is_active: true,
    is_public: true,
  });
  await linkResource(admin, productContract, product.uuid, 'attach', 'courses', [course.uuid]);
  return { course, product };
}

/** Buys the product in the sandbox as the caller (seats: for the company the caller acts in) and waits for it. */
export async function buyInSandbox(buyer: ApiCaller, product: string, seats?: number): Promise<string> {
  const checkout = (
    await callApi(buyer, 'shop.checkouts.create', { body: seats ? { product, seats } : { product } })
  ).data.item;
  await callApi(buyer, 'shop.sandbox.pay', { params: { id: checkout.uuid } });
  await expect
    .poll(
      async () =>
        (await callApi(buyer, 'shop.receipts.exists', { query: { checkout_id: checkout.uuid } })).data.item
          .exists,
      { timeout: 30_000 },
    )
    .toBe(true);
  return checkout.uuid;
}
