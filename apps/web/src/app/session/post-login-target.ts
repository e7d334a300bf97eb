import type { LoginResponseItem } from '@academy/contracts/entities/auth';
import { href, type RouteParams } from '@academy/contracts/routes';

export type PostLoginTarget = { kind: 'external'; url: string } | { kind: 'internal'; path: string };

/**
 * Post-login routing of spec §4, in the spec's order: handshake redirect, purchase product, scope,
 * several companies, dashboard; the first login (last_login_at null) adds welcome=true. A social or
 * directory login whose response names a company goes to register-additional when that is required.
 */
export function postLoginTarget(
  item: LoginResponseItem,
  options: { provider?: boolean } = {},
): PostLoginTarget {
  if (item.redirect_handshake) return { kind: 'external', url: item.redirect_handshake };
  // The shop product page belongs to the shop issue; its path is fixed by spec §2.
  if (item.purchase_product_uuid) {
    return { kind: 'internal', path: `/product/${encodeURIComponent(item.purchase_product_uuid)}` };
  }
  const welcome: RouteParams = item.last_login_at === null ? { welcome: 'true' } : {};
  if (options.provider && item.additional?.company) {
    if (item.additional.registration_additional_required) {
      return { kind: 'internal', path: href('academy.register-additional', welcome) };
    }
    return { kind: 'internal', path: href('academy.dashboard.index', welcome) };
  }
  if (item.scope) return { kind: 'internal', path: href('academy.dashboard.index', welcome) };
  if (item.num_companies > 1) return { kind: 'internal', path: href('academy.select-company', welcome) };
  return { kind: 'internal', path: href('academy.dashboard.index', welcome) };
}
