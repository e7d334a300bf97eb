import type { ReactNode } from 'react';
import { type AbilityName, useCan, type WithAbilities } from '../../api/resources/abilities.ts';

/**
 * Shows its children only when the server's `abilities` on the item allow the action (DESIGN §1.3); screens
 * gate buttons and links with it instead of checking roles.
 */
export function Can<I extends WithAbilities>(props: {
  ability: AbilityName<I>;
  item: I;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const allowed = useCan(props.item, props.ability);
  return <>{allowed ? props.children : (props.fallback ?? null)}</>;
}
