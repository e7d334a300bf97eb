import type { Book } from '@academy/contracts/entities/book';
import { knowledgeBaseHref } from '@academy/contracts/knowledge-base-link';
import { href } from '@academy/contracts/routes';
import { Navigate, useNavigate, useParams } from 'react-router';
import { booksApi } from '../../../api/resources/books.ts';
import { Can } from '../../../components/can/can.tsx';
import { useConfirmDelete } from '../../../components/confirm-delete/confirm-delete.tsx';
import type { BreadcrumbStep } from '../../../components/resource-page/list-breadcrumbs.tsx';
import { ResourcePage } from '../../../components/resource-page/resource-page.tsx';
import { DeleteButton } from '../../../components/resource-screens/delete-button.tsx';
import { bookHref, bookList, chapterHref } from './book-config.tsx';

/** Books › the top-most book › the parent chapter (spec §2's knowledge-base link: the parent's uuid) › here. */
function trail(chapter: Book): BreadcrumbStep[] {
  const crumbs: BreadcrumbStep[] = [];
  if (chapter.root && chapter.root.id !== chapter.parent_id)
    crumbs.push({ to: bookHref(chapter.root), label: chapter.root.header });
  if (chapter.parent) crumbs.push({ to: knowledgeBaseHref(chapter), label: chapter.parent.header });
  return crumbs;
}

/**
 * /admin/books/:book/chapters/:chapter (spec §2 admin.chapter.details): one chapter — its text, media, quiz
 * block and linked blocks. Built on ResourcePage rather than ResourceItemPage: its address carries the book as
 * well as the chapter. An address whose book is not the chapter's is corrected; a book is sent to its own page.
 */
export function ChapterPage() {
  const params = useParams();
  const bookParam = params.book ?? '';
  const chapterParam = params.chapter ?? '';
  const navigate = useNavigate();
  const query = booksApi.useItem(chapterParam, ['media', 'block']);
  const item = query.data;
  const confirmDelete = useConfirmDelete(booksApi, {
    onDeleted: (deleted) =>
      navigate(href('admin.book.chapters', { book: deleted[0]?.root_id ?? bookParam }), { replace: true }),
  });
  if (item && !item.parent) return <Navigate to={bookHref(item)} replace />;
  if (item?.root && bookParam !== String(item.root.id) && bookParam !== item.root.uuid)
    return <Navigate to={chapterHref(item)} replace />;
  return (
    <ResourcePage
      item={item}
      loading={query.isPending}
      error={query.isError}
      title={item?.name ?? ''}
      list={bookList}
      trail={item ? trail(item) : undefined}
      tabs={[
        {
          to: href('admin.chapter.details', { book: bookParam, chapter: chapterParam }),
          labelKey: 'admin.books.tabs.details',
        },
      ]}
      actions={
        item && (
          <Can ability="delete" item={item}>
            <DeleteButton onClick={() => confirmDelete(item)} />
          </Can>
        )
      }
    />
  );
}
