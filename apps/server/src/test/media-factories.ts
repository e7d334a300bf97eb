import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { files, lessons, media, mediaAttachments } from '../db/schema/content.ts';
import type { FileStorage } from '../platform/storage/index.ts';

/**
 * Media a test builds for itself instead of reading the demo's image: a media row with its file, the bytes
 * written to the file storage, and (optionally) used by a lesson the way the lesson editor leaves it.
 */

/** An SVG of 640×360 that names what it shows; long enough (some 400 bytes) for byte-range tests. */
export function testSvg(label = 'Test image') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${label}">
  <rect width="640" height="360" fill="#e8f1f8"/>
  <rect y="260" width="640" height="100" fill="#c9d3dc"/>
  <circle cx="320" cy="150" r="80" fill="#ffcc00" stroke="#222" stroke-width="8"/>
  <text x="320" y="320" text-anchor="middle" font-size="24">${label}</text>
</svg>
`;
}

/** A media item with one file whose bytes are in the storage: an SVG image unless a body and mime are given. */
export async function buildMedia(
  db: Database,
  storage: FileStorage,
  tenantId: number,
  options: {
    title?: string;
    mime?: string;
    body?: string;
    name?: string;
    meta?: Record<string, unknown>;
  } = {},
) {
  const title = options.title ?? `Image ${randomUUID().slice(0, 8)}`;
  const isSvg = options.body === undefined;
  const body = options.body ?? testSvg(title);
  const mime = options.mime ?? 'image/svg+xml';
  const name = options.name ?? (isSvg ? 'image.svg' : 'file.bin');
  const path = `test/${randomUUID()}/${name}`;
  const [item] = await db
    .insert(media)
    .values({
      tenant_id: tenantId,
      title,
      size: Buffer.byteLength(body),
      mime,
      meta: options.meta ?? (isSvg ? { width: 640, height: 360 } : {}),
    })
    .returning();
  const [file] = await db
    .insert(files)
    .values({ tenant_id: tenantId, media_id: item.id, name, path })
    .returning();
  await storage.put(path, body, { contentType: mime });
  return { media: item, file, body, path };
}

/** Makes a media item a lesson's image, with the attachment row the lesson editor records. */
export async function useMediaInLesson(
  db: Database,
  lesson: { id: number; tenant_id: number },
  mediaId: number,
) {
  await db.update(lessons).set({ media_id: mediaId }).where(eq(lessons.id, lesson.id));
  await db.insert(mediaAttachments).values({
    tenant_id: lesson.tenant_id,
    media_id: mediaId,
    attachment_type: 'lesson',
    attachment_id: lesson.id,
  });
}
