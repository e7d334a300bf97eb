import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/services.ts';
import { createLocalProvider } from './local-provider.ts';
import { createPaddleProvider } from './paddle-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';

const made = new WeakMap<object, PaymentProvider>();

/** The provider the settings name: Paddle Billing with its keys, else the local sandbox. One per app. */
export function paymentProvider(services: { config: Config; clock: Clock }): PaymentProvider {
  const known = made.get(services.config);
  if (known) return known;
  const settings = services.config.payments;
  const provider =
    settings.provider === 'paddle'
      ? createPaddleProvider(settings)
      : createLocalProvider(services.config.appSecret, services.clock);
  made.set(services.config, provider);
  return provider;
}
