import { type Media, mediaUpdateSchema } from '@academy/contracts/entities/media';
import { can } from '../../../api/resources/abilities.ts';
import { mediaApi } from '../../../api/resources/media.ts';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';

const fields: FormField<Media>[] = [
  { name: 'title', kind: 'text', labelKey: 'media.fields.title', required: true },
  { name: 'subtitles', kind: 'textarea', labelKey: 'media.fields.subtitles', empty: 'null' },
  { name: 'description', kind: 'textarea', labelKey: 'media.fields.description', empty: 'null' },
];

/** The media item's own texts: title, subtitles and description (read-only where update is denied). */
export function MediaDetailsForm(props: { media: Media }) {
  const update = mediaApi.useUpdate();
  return (
    <ResourceForm
      // A new version of the item (after a save or a replace) starts the form again from it.
      key={`${props.media.uuid}-${props.media.updated_at}`}
      schema={mediaUpdateSchema}
      fields={fields}
      item={props.media}
      readOnly={!can(props.media, 'update')}
      submit={(input) => update.mutateAsync({ uuid: props.media.uuid, input })}
      data-testid="media-form"
    />
  );
}
