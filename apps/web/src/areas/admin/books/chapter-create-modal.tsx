import { type Book, bookCreateSchema } from '@academy/contracts/entities/book';
import { useTranslation } from 'react-i18next';
import { booksApi } from '../../../api/resources/books.ts';
import { FormDialog } from '../../../components/overlays/form-dialog.tsx';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';

const fields: FormField<Book>[] = [{ name: 'name', kind: 'text', labelKey: 'fields.name', required: true }];

/**
 * A new chapter under a book or a chapter, last among its chapters, in the same language; its text, media and
 * blocks are written on its own page. The form is the generic one, so a refused name shows on its field.
 */
export function ChapterCreateModal(props: {
  parent: Pick<Book, 'id' | 'header' | 'language_id'> | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { parent } = props;
  const create = booksApi.useCreate();
  const title = parent ? t('admin.books.create_chapter.title', { name: parent.header }) : '';
  return (
    <FormDialog opened={parent !== null} onClose={props.onClose} title={title} centered size="lg">
      {parent && (
        <ResourceForm
          schema={bookCreateSchema}
          fields={fields}
          submit={(payload) =>
            create.mutateAsync({
              ...(payload as { name: string }),
              parent_id: parent.id,
              ...(parent.language_id ? { language_id: parent.language_id } : {}),
            })
          }
          onSaved={props.onClose}
          onCancel={props.onClose}
          submitLabelKey="admin.books.create_chapter.submit"
          data-testid="chapter-create-form"
        />
      )}
    </FormDialog>
  );
}
