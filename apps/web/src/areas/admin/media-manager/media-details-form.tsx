import { type Media, mediaUpdateSchema } from '@academy/contracts/entities/media';
import { can } from '../../../api/resources/abilities.ts';
import { mediaApi } from '../../../api/resources/media.ts';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';

const textFields: FormField<Media>[] = [
  { name: 'title', kind: 'text', labelKey: 'media.fields.title', required: true },
  { name: 'subtitles', kind: 'textarea', labelKey: 'media.fields.subtitles', empty: 'null' },
  { name: 'description', kind: 'textarea', labelKey: 'media.fields.description', empty: 'null' },
];

/** A video's poster: an image of the library shown before it plays. */
const posterField: FormField<Media> = {
  name: 'poster_image_id',
  kind: 'reference',
  segment: 'media',
  labelKey: 'media.fields.poster',
  descriptionKey: 'media.fields.poster_description',
  empty: 'null',
  fromItem: (item) => item.poster_image_uuid,
  knownOption: (item) =>
    item.poster_image ? { value: item.poster_image.uuid, label: item.poster_image.header } : null,
};

const videoFields = [...textFields, posterField];

/** The media item's own texts (and a video's poster), read-only where update is denied. */
export function MediaDetailsForm(props: { media: Media }) {
  const update = mediaApi.useUpdate();
  return (
    <ResourceForm
      // A new version of the item (after a save or a replace) starts the form again from it.
      key={`${props.media.uuid}-${props.media.updated_at}`}
      schema={mediaUpdateSchema}
      fields={props.media.type === 'video' ? videoFields : textFields}
      item={props.media}
      readOnly={!can(props.media, 'update')}
      submit={(input) => update.mutateAsync({ uuid: props.media.uuid, input })}
      data-testid="media-form"
    />
  );
}
