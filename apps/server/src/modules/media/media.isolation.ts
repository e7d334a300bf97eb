import { mediaAttachments } from '../../db/schema/content.ts';
import {
  demo,
  insertedRow,
  isolationEntries,
  libraryFolder,
  libraryMedia,
  quizOf,
  ref,
} from '../../test/isolation-matrix.ts';

/** Company isolation of the media module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'directories',
    row: 'a folder of the media library',
    why: 'The media library is the tenant’s content, managed by administrators only (spec §2, §6).',
    owner: 'admin',
    privateRow: async () => ref(await libraryFolder()),
    patch: { name: 'Hijacked' },
    extraWrites: async (row) => [
      { method: 'POST', url: `/api/v1/directories/${row.uuid}/detach-children`, payload: {} },
    ],
  },
  {
    segment: 'media',
    row: 'a media item of the library that no content uses',
    why: 'Others read media only through content they may read (content-visibility); the library is the admins’.',
    owner: 'admin',
    privateRow: async () => ref(await libraryMedia()),
    patch: { title: 'Hijacked' },
    extraWrites: async (row) => [{ method: 'POST', url: `/api/v1/media/${row.uuid}/replace`, payload: {} }],
  },
  {
    segment: 'media-attachments',
    row: 'the library item attached to a lesson of the private course (Nordlys only)',
    why: 'Which media content uses is written and read by administrators, who manage content.',
    owner: 'admin',
    privateRow: async () =>
      insertedRow(mediaAttachments, {
        tenant_id: demo.tenantId,
        media_id: (await libraryMedia()).id,
        attachment_type: 'lesson',
        attachment_id: (await quizOf('private')).lesson.id,
        assignment: 'handout',
      }),
    crossCreates: async () => [
      {
        payload: {
          media_id: (await libraryMedia()).id,
          attachment_type: 'lesson',
          attachment_id: (await quizOf('shared')).lesson.id,
          assignment: 'extra',
        },
      },
    ],
  },
]);
