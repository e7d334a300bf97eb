import type { AnyResource } from '../platform/resource/define-resource.ts';
import { manifests } from './manifests.ts';

/**
 * Every resource the generic routes serve (DESIGN §10), from the modules' manifests: nothing is served that a
 * manifest does not name. The order is kept (see platform/resource/registry.ts): routes are registered in it.
 */
export const resources: readonly AnyResource[] = manifests.flatMap((manifest) => manifest.resources);
