import type { NavigateFunction } from 'react-router';
import type { PostLoginTarget } from '../../../api/session/post-login-target.ts';

/** A handshake redirect leaves the app; everything else is client-side navigation. */
export function followTarget(target: PostLoginTarget, navigate: NavigateFunction): void {
  if (target.kind === 'external') window.location.assign(target.url);
  else void navigate(target.path, { replace: true });
}
