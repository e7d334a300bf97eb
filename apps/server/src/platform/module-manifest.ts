import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AnyResource } from './resource/define-resource.ts';
import type { Services } from './services.ts';

/** Registers a module's background jobs with the engine (they run inline in tests, on the engine in main.ts). */
export type JobRegistration = (services: Services, log: FastifyBaseLogger) => void | Promise<void>;

/**
 * What one domain module adds to the app, declared in its own `manifest.ts` and read by the registries
 * (modules/manifests.ts): adding a resource, a route or a job touches the module's folder, not the composition.
 */
export type ModuleManifest = {
  /** The module's folder name under src/modules (checked by modules/manifests.test.ts). */
  readonly name: string;
  /** Resources the generic routes serve (DESIGN §10); their order is kept (see resource/registry.ts). */
  readonly resources: readonly AnyResource[];
  /** Route plugins beside the generic ones, registered under /api in this order. */
  readonly routes: readonly FastifyPluginAsync[];
  /** Background job registrations. */
  readonly jobs: readonly JobRegistration[];
};

export type ModuleDeclaration = { name: string } & Partial<Omit<ModuleManifest, 'name'>>;

/** A module's manifest, with the parts it does not have left empty. */
export function defineModule(declaration: ModuleDeclaration): ModuleManifest {
  return {
    name: declaration.name,
    resources: declaration.resources ?? [],
    routes: declaration.routes ?? [],
    jobs: declaration.jobs ?? [],
  };
}
