import type { Book } from '@academy/contracts/entities/book';
import { Alert, Anchor, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { booksApi } from '../../../api/resources/books.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { ResourceUpdateForm } from '../../../components/resource-screens/resource-update-form.tsx';
import { bookFields, chapterHref } from './book-config.tsx';

const fields = bookFields('update');

/** The book's details form; a chapter opened here says so and leads to its own chapter page. */
export function BookDetailsTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Book>>();
  return (
    <Stack gap="lg">
      {item.parent && (
        <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="chapter-of">
          {t('admin.books.chapter_of', { name: item.parent.header })}{' '}
          <Anchor component={Link} to={chapterHref(item)}>
            {t('admin.books.open_as_chapter')}
          </Anchor>
        </Alert>
      )}
      <ResourceUpdateForm api={booksApi} fields={fields} />
    </Stack>
  );
}
