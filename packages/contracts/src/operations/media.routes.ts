import type { OperationRoute } from '../common/operation-route.ts';

/**
 * Method and path of each operation in `media.ts`, by name, without zod: the operations read theirs from here
 * (`routed(…)`) and the web's client reads this table through `operation-routes.ts`.
 */
export const mediaRoutes = {
  'media.create': { method: 'POST', path: '/api/v1/media' },
  'media.replace': { method: 'POST', path: '/api/v1/media/:id/replace' },
  'media.source': { method: 'GET', path: '/api/v1/media/:uuid/:variant' },
  'media.hlsMaster': { method: 'GET', path: '/api/v1/media/:uuid/hls/:file' },
  'media.hlsRendition': { method: 'GET', path: '/api/v1/media/:uuid/hls/:rendition/:file' },
  'media.embed': { method: 'GET', path: '/api/v1/media/:uuid/embed' },
  'directories.detachChildren': { method: 'POST', path: '/api/v1/directories/:id/detach-children' },
} as const satisfies Record<string, OperationRoute>;
