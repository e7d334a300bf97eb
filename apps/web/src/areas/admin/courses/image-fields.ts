import type { MediaSummary } from '@academy/contracts/common/summary';
import type { FormField } from '../../../components/resource-form/form-fields.ts';

/** What the server keeps an uploaded image as: the types the media intake takes for an image (by its bytes). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp,image/avif';

/**
 * A course's or a variant's image (spec §3 `image_id`): an image of the media library, chosen by name, or a
 * new file, which the server keeps as media in the library and which then wins over the choice. Clearing
 * the choice removes the image.
 */
export function imageFields<Item extends { image: MediaSummary | null }>(): FormField<Item>[] {
  return [
    {
      name: 'image_id',
      kind: 'reference',
      segment: 'media',
      filters: { type: 'image' },
      labelKey: 'admin.courses.fields.image',
      descriptionKey: 'admin.courses.fields.image_description',
      empty: 'null',
      fromItem: (item) => item.image?.uuid ?? null,
      knownOption: (item) => (item.image ? { value: item.image.uuid, label: item.image.header } : null),
    },
    {
      name: 'image',
      kind: 'file',
      accept: IMAGE_TYPES,
      labelKey: 'admin.courses.fields.image_upload',
      descriptionKey: 'admin.courses.fields.image_upload_description',
      empty: 'omit',
    },
  ];
}
