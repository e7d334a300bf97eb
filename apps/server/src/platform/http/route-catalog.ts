import type { FastifyInstance } from 'fastify';

export type CatalogRoute = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the server registered, in order: what the hostile-input test sweeps (a new route is in it). */
    routeCatalog: readonly CatalogRoute[];
  }
}

/** Records each route as it is added; must run before the first route. */
export function registerRouteCatalog(app: FastifyInstance): void {
  const routes: CatalogRoute[] = [];
  app.decorate('routeCatalog', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
}
