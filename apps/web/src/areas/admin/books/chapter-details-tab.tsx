import type { Book } from '@academy/contracts/entities/book';
import { href } from '@academy/contracts/routes';
import { Alert, Anchor, Group, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { blockKnowledgeBaseApi, booksApi } from '../../../api/resources/books.ts';
import { LinkedItems } from '../../../components/linked-items/linked-items.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { ResourceUpdateForm } from '../../../components/resource-screens/resource-update-form.tsx';
import { chapterFields } from './book-config.tsx';

/**
 * The chapter's form (name, text, media, quiz block, active) and the quiz blocks linked to it: the
 * block-knowledge-base rows naming this chapter, linked and unlinked through the book's `blocks` link.
 */
export function ChapterDetailsTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Book>>();
  const links = blockKnowledgeBaseApi.useList({ filters: { book: String(item.id) }, per_page: 100 });
  const blocks = (links.data?.items ?? []).flatMap((link) => (link.block ? [link.block] : []));
  return (
    <Stack gap="xl">
      <Anchor component={Link} to={href('admin.book.chapters', { book: item.root_id })} size="sm">
        {t('admin.books.show_in_book', { name: item.root?.header ?? '' })}
      </Anchor>
      <ResourceUpdateForm api={booksApi} fields={chapterFields} />
      {links.isPending ? (
        <Group justify="center" py="md">
          <Loader size="sm" role="status" aria-label={t('admin.books.blocks.loading')} />
        </Group>
      ) : links.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('admin.books.blocks.error')}
        </Alert>
      ) : (
        <LinkedItems
          api={booksApi}
          owner={item}
          link="blocks"
          items={blocks}
          title={t('admin.books.blocks.title')}
          addLabel={t('admin.books.blocks.add')}
          emptyText={t('admin.books.blocks.empty')}
          itemHref={(block) => href('admin.block.update', { block: block.id })}
          data-testid="chapter-blocks"
        />
      )}
    </Stack>
  );
}
