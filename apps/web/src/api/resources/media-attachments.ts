import { mediaAttachmentContract } from '@academy/contracts/entities/media';
import { createResourceApi } from './create-resource-api.ts';

/** Media attached to a block, lesson, course, course variant, product or book (at most one, spec §5). */
export const mediaAttachmentsApi = createResourceApi(mediaAttachmentContract);
