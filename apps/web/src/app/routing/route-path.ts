import { findRoute, type RouteName } from '@academy/contracts/routes';

/** The React Router path of a named route, straight from the route table. */
export function routePath(name: RouteName): string {
  const definition = findRoute(name);
  if (!definition) throw new Error(`Unsupported route name: ${name}`);
  return definition.path;
}

export type RouteHandle = { name: RouteName };
