import { defineModule } from '../../platform/module-manifest.ts';
import { directoryResource } from './directories.resource.ts';
import { directoryRoutes } from './directories.routes.ts';
import { filePondRoutes } from './intake/filepond.routes.ts';
import { mediaResource } from './media.resource.ts';
import { mediaRoutes } from './media.routes.ts';
import { mediaAttachmentResource } from './media-attachments.resource.ts';
import { mediaEmbedRoutes } from './media-embed.routes.ts';
import { mediaFileRoutes } from './media-file.routes.ts';
import { hlsRoutes } from './video/hls.routes.ts';
import { registerMediaJobs } from './video/media-jobs.ts';

/** The media module: the media library, uploads and video. */
export const mediaModule = defineModule({
  name: 'media',
  resources: [directoryResource, mediaResource, mediaAttachmentResource],
  routes: [mediaRoutes, filePondRoutes, directoryRoutes, mediaFileRoutes, hlsRoutes, mediaEmbedRoutes],
  jobs: [registerMediaJobs],
});
