import type { Book } from '@academy/contracts/entities/book';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowDown,
  IconArrowUp,
  IconIndentDecrease,
  IconIndentIncrease,
  IconPlus,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import { booksApi, useChaptersUnder } from '../../../api/resources/books.ts';
import { chapterHref } from './book-config.tsx';
import { ChapterCreateModal } from './chapter-create-modal.tsx';
import { chapterTree, type MoveKind, type TreeEntry } from './chapter-tree-model.ts';

type Parent = Pick<Book, 'id' | 'header' | 'language_id'>;

const moveIcons: Record<MoveKind, ReactNode> = {
  up: <IconArrowUp size={16} aria-hidden />,
  down: <IconArrowDown size={16} aria-hidden />,
  indent: <IconIndentIncrease size={16} aria-hidden />,
  outdent: <IconIndentDecrease size={16} aria-hidden />,
};
const moveOrder: MoveKind[] = ['up', 'down', 'indent', 'outdent'];

/**
 * A book's chapters as a tree (spec §3: a chapter is a book with a parent, and may have chapters of its own):
 * each chapter links to its page, and — where its abilities allow updates — moves up or down among its
 * neighbours, into the chapter above it or out of the one it is in, each move one update the server applies
 * in place. New chapters are added under the book or under any chapter. Built here rather than from
 * LinkedItems: chapters are books themselves, ordered and nested by their own fields, not rows of a link.
 * After a move the focus stays on the same button of the moved chapter (or its link), so the keyboard can go on.
 */
export function ChapterTree(props: { book: Book }) {
  const { t } = useTranslation();
  const { book } = props;
  const query = useChaptersUnder(book.root_id);
  const update = booksApi.useUpdate();
  const [adding, setAdding] = useState<Parent | null>(null);
  const container = useRef<HTMLDivElement>(null);
  // The button pressed for a move, to focus again once the tree shows the chapter in its new place.
  const pendingFocus = useRef<string | null>(null);
  const entries = query.data ? chapterTree(query.data, book) : [];

  useEffect(() => {
    const key = pendingFocus.current;
    if (!key || query.dataUpdatedAt === 0) return;
    pendingFocus.current = null;
    const button = container.current?.querySelector<HTMLButtonElement>(`[data-move="${key}"]`);
    const link = container.current?.querySelector<HTMLElement>(`[data-chapter-link="${key.split(':')[0]}"]`);
    (button && !button.disabled ? button : link)?.focus();
  }, [query.dataUpdatedAt]);

  const move = (entry: TreeEntry<Book>, kind: MoveKind) => {
    const patch = entry.moves[kind]?.patch;
    if (!patch) return;
    // A refusal is shown by the http client (spec §8); the tree stays as the server has it.
    pendingFocus.current = `${entry.chapter.id}:${kind}`;
    update.mutateAsync({ uuid: entry.chapter.uuid, input: patch }).catch(() => {
      pendingFocus.current = null;
    });
  };

  const renderEntries = (list: TreeEntry<Book>[]): ReactNode => (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {list.map((entry) => (
        <li key={entry.chapter.id} data-testid="chapter-node" data-depth={entry.depth}>
          <ChapterRow
            entry={entry}
            busy={update.isPending}
            onMove={(kind) => move(entry, kind)}
            onAdd={() => setAdding(entry.chapter)}
          />
          {entry.children.length > 0 && (
            <div style={{ paddingInlineStart: 28 }}>{renderEntries(entry.children)}</div>
          )}
        </li>
      ))}
    </Stack>
  );

  return (
    <Stack gap="md" ref={container} data-testid="chapter-tree">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('admin.books.tree.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admin.books.tree.help')}
          </Text>
        </Stack>
        {can(book, 'update') && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setAdding(book)}
            data-testid="chapter-new"
          >
            {t('admin.books.tree.new')}
          </Button>
        )}
      </Group>
      {query.isPending ? (
        <Group justify="center" py="md">
          <Loader size="sm" role="status" aria-label={t('admin.books.tree.loading')} />
        </Group>
      ) : query.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('admin.books.tree.error')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('resource.table.retry')}
            </Button>
          </Group>
        </Alert>
      ) : entries.length === 0 ? (
        <Text c="dimmed" data-testid="chapter-tree-empty">
          {t('admin.books.tree.empty')}
        </Text>
      ) : (
        renderEntries(entries)
      )}
      <ChapterCreateModal parent={adding} onClose={() => setAdding(null)} />
    </Stack>
  );
}

function ChapterRow(props: {
  entry: TreeEntry<Book>;
  busy: boolean;
  onMove: (kind: MoveKind) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const { chapter, moves, position } = props.entry;
  const editable = can(chapter, 'update');
  const label = (kind: MoveKind) =>
    t(`admin.books.tree.${kind === 'up' ? 'move_up' : kind === 'down' ? 'move_down' : kind}`, {
      name: chapter.header,
      target: moves[kind]?.target?.header ?? '',
    });
  return (
    <Paper withBorder radius="sm" px="sm" py={6}>
      {/* On a phone the buttons go below a long name rather than cutting it short. */}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text size="sm" c="dimmed" w={24} ta="right" aria-hidden>
            {position}.
          </Text>
          <Anchor component={Link} to={chapterHref(chapter)} fw={500} data-chapter-link={chapter.id}>
            {chapter.header}
          </Anchor>
          {!chapter.is_active && (
            <Badge color="gray" variant="light">
              {t('admin.books.tree.inactive')}
            </Badge>
          )}
        </Group>
        {editable && (
          <Group gap={2} wrap="nowrap">
            {moveOrder.map((kind) => (
              <Tooltip key={kind} label={label(kind)} withinPortal>
                <ActionIcon
                  variant="subtle"
                  aria-label={label(kind)}
                  disabled={props.busy || !moves[kind]}
                  onClick={() => props.onMove(kind)}
                  data-move={`${chapter.id}:${kind}`}
                >
                  {moveIcons[kind]}
                </ActionIcon>
              </Tooltip>
            ))}
            <Tooltip label={t('admin.books.tree.add_under', { name: chapter.header })} withinPortal>
              <ActionIcon
                variant="subtle"
                aria-label={t('admin.books.tree.add_under', { name: chapter.header })}
                onClick={props.onAdd}
                data-testid="chapter-add-under"
              >
                <IconPlus size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
