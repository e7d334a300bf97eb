import type { MediaAttachmentType } from '@academy/contracts/entities/media';
import { findRoute, type RouteDefinition } from '@academy/contracts/routes';

/**
 * Where the admin page of each kind of item that uses media lives (spec §2), by route name and the parameter
 * that takes the item. A link is made only once that route is in the route table; before, the item is named
 * as plain text.
 */
const adminPages: Record<MediaAttachmentType, { route: string; param: string; key: 'id' | 'uuid' }> = {
  block: { route: 'admin.block.update', param: 'block', key: 'uuid' },
  lesson: { route: 'admin.lesson.update', param: 'lesson', key: 'id' },
  course: { route: 'admin.course.update', param: 'course', key: 'id' },
  course_variant: { route: 'admin.variant.update', param: 'coursevariant', key: 'id' },
  product: { route: 'admin.product.update', param: 'product', key: 'id' },
  book: { route: 'admin.book.details', param: 'book', key: 'uuid' },
};

/** The admin page of an item that uses the media, or null when there is none (yet) for its kind. */
export function mediaUseHref(
  use: { type: MediaAttachmentType; id: number; uuid: string },
  lookup: (name: string) => RouteDefinition | undefined = findRoute,
): string | null {
  const page = adminPages[use.type];
  const definition = lookup(page.route);
  if (!definition) return null;
  // Only the item's own parameter can be filled; a page nested under another item (a lesson under its
  // variant) cannot be reached from the use alone.
  const params = definition.path.match(/:([A-Za-z_]+)/g) ?? [];
  if (params.length !== 1 || params[0] !== `:${page.param}`) return null;
  return definition.path.replace(`:${page.param}`, encodeURIComponent(String(use[page.key])));
}

/** The resource segment searched to choose an item of each kind to attach media to. */
export const attachableSegments = {
  lesson: 'lessons',
  block: 'blocks',
  course: 'courses',
  course_variant: 'course-variants',
  product: 'products',
} as const satisfies Partial<Record<MediaAttachmentType, string>>;

export type AttachableType = keyof typeof attachableSegments;
