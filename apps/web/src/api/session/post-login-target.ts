import type { LoginResponseItem } from '@academy/contracts/entities/auth';
import { href, type RouteParams } from '@academy/contracts/routes';
import { RETURN_PARAM, safeReturnPath } from './return-path.ts';

export type PostLoginTarget = { kind: 'external'; url: string } | { kind: 'internal'; path: string };

export type PostLoginOptions = {
  provider?: boolean;
  /** The page the visitor asked for before sign-in (`?redirect=`); used only when it is a safe path. */
  returnTo?: string | null;
};

/**
 * Post-login routing of spec §4, in the spec's order: handshake redirect, purchase product, scope,
 * several companies, dashboard; the first login (last_login_at null) adds welcome=true. A social or
 * directory login whose response names a company goes to register-additional when that is required.
 * Where the spec says "dashboard", the page the visitor asked for comes first (a deep link); select-company
 * passes it on.
 */
export function postLoginTarget(item: LoginResponseItem, options: PostLoginOptions = {}): PostLoginTarget {
  if (item.redirect_handshake) return { kind: 'external', url: item.redirect_handshake };
  if (item.purchase_product_uuid) {
    return { kind: 'internal', path: href('shop.product.show', { product: item.purchase_product_uuid }) };
  }
  const welcome: RouteParams = item.last_login_at === null ? { welcome: 'true' } : {};
  const returnTo = safeReturnPath(options.returnTo);
  const home = (): PostLoginTarget => ({
    kind: 'internal',
    path: returnTo ?? href('academy.dashboard.index', welcome),
  });
  if (options.provider && item.additional?.company) {
    if (item.additional.registration_additional_required) {
      return { kind: 'internal', path: href('academy.register-additional', welcome) };
    }
    return home();
  }
  if (item.scope) return home();
  if (item.num_companies > 1) {
    const params = { ...welcome, ...(returnTo ? { [RETURN_PARAM]: returnTo } : {}) };
    return { kind: 'internal', path: href('academy.select-company', params) };
  }
  return home();
}
