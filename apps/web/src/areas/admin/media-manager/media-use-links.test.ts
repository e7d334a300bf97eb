import type { RouteDefinition } from '@academy/contracts/routes';
import { describe, expect, it } from 'vitest';
import { folderHref, mediaHref } from './media-manager-paths.ts';
import { mediaUseHref } from './media-use-links.ts';

describe('media manager addresses (spec §2)', () => {
  it('put top-level media and folders under my-files', () => {
    expect(folderHref(null)).toBe('/admin/media-manager/my-files');
    expect(folderHref('my-files')).toBe('/admin/media-manager/my-files');
    expect(folderHref(7)).toBe('/admin/media-manager/7');
    expect(mediaHref({ id: 3, directory_id: null })).toBe('/admin/media-manager/my-files/media/3');
    expect(mediaHref({ id: 3, directory_id: 7 })).toBe('/admin/media-manager/7/media/3');
  });
});

describe('links to what uses a media item', () => {
  it('are plain text while the kind has no admin page in the route table', () => {
    const none = () => undefined;
    expect(mediaUseHref({ type: 'lesson', id: 4, uuid: 'u-4' }, none)).toBeNull();
    expect(mediaUseHref({ type: 'product', id: 4, uuid: 'u-4' }, none)).toBeNull();
  });
  it('lead to the lesson and block pages of the route table (a block by its uuid)', () => {
    expect(mediaUseHref({ type: 'lesson', id: 4, uuid: 'u-4' })).toBe('/admin/lessons/4');
    expect(mediaUseHref({ type: 'block', id: 5, uuid: 'u-5' })).toBe('/admin/blocks/u-5');
  });
  it('lead to the admin page of the item once its route exists, by the key that page takes', () => {
    const table: Record<string, RouteDefinition> = {
      'admin.product.update': route('admin.product.update', '/admin/products/:product'),
      'admin.block.update': route('admin.block.update', '/admin/blocks/:block/block'),
      'admin.lesson.update': route('admin.lesson.update', '/admin/variants/:variant/lessons/:lesson'),
    };
    const lookup = (name: string) => table[name];
    expect(mediaUseHref({ type: 'product', id: 4, uuid: 'u-4' }, lookup)).toBe('/admin/products/4');
    expect(mediaUseHref({ type: 'block', id: 5, uuid: 'b 5' }, lookup)).toBe('/admin/blocks/b%205/block');
    // A lesson's page needs its variant too, which a use does not carry: plain text.
    expect(mediaUseHref({ type: 'lesson', id: 6, uuid: 'u-6' }, lookup)).toBeNull();
  });
});

function route(name: string, path: string): RouteDefinition {
  return { name, path, titleKey: null, area: 'admin', guest: false };
}
