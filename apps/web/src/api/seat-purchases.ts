import type { CheckoutCreated } from '@academy/contracts/entities/checkout';
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from './api-error.ts';
import { callOperation } from './operations/call-operation.ts';

/**
 * A manager's purchase of `seats` of a product for the company acted in (`shop.checkouts.create` with seats; the
 * Context-Scope header names the company). The answer says which provider takes the payment: the academy's
 * sandbox page, or Paddle. Nothing is granted here: the seats arrive with the provider's verified webhook.
 */
export function useBuySeats() {
  return useMutation<CheckoutCreated, ApiError, { product: string; seats: number }>({
    mutationFn: async (body) => (await callOperation('shop.checkouts.create', { body })).item,
  });
}
