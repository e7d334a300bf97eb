import type { Services } from '../../../platform/services.ts';
import { signedMediaUrl } from '../media-url.ts';

/**
 * The signed source of a media item by its uuid (spec §7 `/api/v1/media/{uuid}/{variant}`), for an entity
 * that keeps a media uuid in a text column (a company's logo) and shows it where no token is sent.
 */
export function mediaSourceUrl(
  services: Pick<Services, 'config' | 'clock'>,
  uuid: string,
  variant = 'original',
) {
  return signedMediaUrl(services.config.appSecret, services.clock.now(), uuid, variant);
}
