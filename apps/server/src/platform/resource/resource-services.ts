import type { ResourceRegistry } from './registry.ts';

// The resources are a service, but a resource's hooks receive the services: declaring the member here, where
// the registry is known, keeps services.ts from importing the resource engine that imports it (no cycle).
declare module '../services.ts' {
  interface Services {
    /** The resources of the generic API (modules/resources.ts); relations look related tables up in it. */
    resources: ResourceRegistry;
  }
}
