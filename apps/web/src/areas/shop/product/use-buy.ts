import { href } from '@academy/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { createCheckout, openPaddleCheckout } from '../../../api/shop/checkout.ts';
import { useSession } from '../../../api/use-session.ts';

/**
 * Starts buying a product: the server makes the checkout, then the provider takes over — the academy's own
 * sandbox page (local provider), or Paddle's checkout (Paddle.js), which returns the buyer to the confirmation.
 */
export function useBuy(product: string) {
  const navigate = useNavigate();
  const payments = useSession()?.payments;
  return useMutation({
    mutationFn: async () => {
      const checkout = await createCheckout(product);
      if (checkout.provider === 'paddle' && checkout.paddle && payments) {
        const complete = href('shop.checkout.complete', { checkout: checkout.uuid });
        await openPaddleCheckout(payments, checkout.paddle.transaction_id, window.location.origin + complete);
        return;
      }
      void navigate(href('shop.checkout.show', { checkout: checkout.uuid }));
    },
  });
}
