import { describe, expect, it } from 'vitest';
import { chapterTree, type TreeBook } from './chapter-tree-model.ts';

const book = (id: number, header: string, parent_id: number | null, sort_order: number): TreeBook => ({
  id,
  uuid: `u${id}`,
  header,
  parent_id,
  sort_order,
});

// Book 1: A, B (with B1, B2), C — given out of order, with a tie (older rows may have one).
const rows = [
  book(4, 'C', 1, 3),
  book(3, 'B', 1, 2),
  book(2, 'A', 1, 2),
  book(6, 'B2', 3, 2),
  book(5, 'B1', 3, 1),
];

describe('chapterTree', () => {
  it('nests the chapters under their parents, in place order (ties by id), with 1-based positions', () => {
    const tree = chapterTree(rows, { id: 1 });
    expect(tree.map((entry) => [entry.chapter.header, entry.position, entry.depth])).toEqual([
      ['A', 1, 1],
      ['B', 2, 1],
      ['C', 3, 1],
    ]);
    expect(tree[1].children.map((entry) => [entry.chapter.header, entry.position, entry.depth])).toEqual([
      ['B1', 1, 2],
      ['B2', 2, 2],
    ]);
  });

  it('offers each move as the update that makes it: up, down, into the chapter above, out of its chapter', () => {
    const [a, b, c] = chapterTree(rows, { id: 1 });
    expect(a.moves).toEqual({ down: { patch: { sort_order: 2 } } });
    expect(b.moves).toEqual({
      up: { patch: { sort_order: 1 } },
      down: { patch: { sort_order: 3 } },
      indent: { patch: { parent_id: 2 }, target: a.chapter },
    });
    expect(c.moves.down).toBeUndefined();
    const [b1, b2] = b.children;
    // Out of B: into the book, right after B.
    expect(b1.moves.outdent).toEqual({ patch: { parent_id: 1, sort_order: 3 }, target: b.chapter });
    expect(b2.moves.indent).toEqual({ patch: { parent_id: 5 }, target: b1.chapter });
  });

  it('shows the chapters under a chapter opened as a book, never moving one out of it', () => {
    const tree = chapterTree(rows, { id: 3 });
    expect(tree.map((entry) => entry.chapter.header)).toEqual(['B1', 'B2']);
    expect(tree[0].moves.outdent).toBeUndefined();
    expect(chapterTree(rows, { id: 99 })).toEqual([]);
  });
});
