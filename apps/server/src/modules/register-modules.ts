import type { FastifyInstance } from 'fastify';

/** Every domain module's routes, registered under /api. One line a module. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  void app;
}
