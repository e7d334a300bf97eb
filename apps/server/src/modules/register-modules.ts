import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../platform/resource/resource-routes.ts';
import type { Services } from '../platform/services.ts';
import { manifests } from './manifests.ts';

/** Every domain module's routes, registered under /api: the generic resource routes, then each manifest's own. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await registerResourceRoutes(app, app.services.resources.all);
  for (const manifest of manifests) for (const routes of manifest.routes) await app.register(routes);
}

/** Every domain module's background jobs, registered with the engine in the manifests' order. */
export async function registerModuleJobs(services: Services, log: FastifyInstance['log']): Promise<void> {
  for (const manifest of manifests) for (const register of manifest.jobs) await register(services, log);
}
