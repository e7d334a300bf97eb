/** A book or chapter as the tree needs it (a list item of `GET /books?filter[root]=…`). */
export type TreeBook = {
  id: number;
  uuid: string;
  header: string;
  parent_id: number | null;
  sort_order: number;
};

/** What one move sends as the chapter's update (the server places it and renumbers its siblings). */
export type ChapterPatch = { parent_id?: number; sort_order?: number };
export type MoveKind = 'up' | 'down' | 'indent' | 'outdent';

export type TreeEntry<B extends TreeBook> = {
  chapter: B;
  /** 1 = a chapter of the book shown. */
  depth: number;
  /** Its place among its siblings, 1 = first (what `sort_order` means to the server). */
  position: number;
  /** The chapter it is in (absent for the book's own chapters). */
  parent?: TreeEntry<B>;
  children: TreeEntry<B>[];
  /** The moves that apply to it, with the update each one sends; the target names a move (into / out of). */
  moves: Partial<Record<MoveKind, { patch: ChapterPatch; target?: B }>>;
};

const inPlaceOrder = (a: TreeBook, b: TreeBook) => a.sort_order - b.sort_order || a.id - b.id;

/**
 * The chapters under `top` (a book, or a chapter opened as a book) as a tree, each with its moves:
 * up and down among its siblings, into the chapter above it (last there), out of the chapter it is in (right
 * after it). Places are counted from the order, not read from `sort_order`, so older rows with gaps or ties
 * still move one step at a time. A chapter never moves out of the book shown.
 */
export function chapterTree<B extends TreeBook>(
  rows: readonly B[],
  top: Pick<TreeBook, 'id'>,
): TreeEntry<B>[] {
  const byParent = new Map<number, B[]>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  }
  const build = (parentId: number, depth: number, parent?: TreeEntry<B>): TreeEntry<B>[] => {
    // A book reached twice (bad data) is not drawn again below itself.
    if (depth > 50) return [];
    const siblings = [...(byParent.get(parentId) ?? [])].sort(inPlaceOrder);
    const entries = siblings.map((chapter, index) => {
      const entry: TreeEntry<B> = { chapter, depth, position: index + 1, parent, children: [], moves: {} };
      if (index > 0) {
        entry.moves.up = { patch: { sort_order: index } };
        entry.moves.indent = { patch: { parent_id: siblings[index - 1].id }, target: siblings[index - 1] };
      }
      if (index < siblings.length - 1) entry.moves.down = { patch: { sort_order: index + 2 } };
      if (parent?.chapter.parent_id != null)
        entry.moves.outdent = {
          patch: { parent_id: parent.chapter.parent_id, sort_order: parent.position + 1 },
          target: parent.chapter,
        };
      return entry;
    });
    for (const entry of entries) entry.children = build(entry.chapter.id, depth + 1, entry);
    return entries;
  };
  return build(top.id, 1);
}
