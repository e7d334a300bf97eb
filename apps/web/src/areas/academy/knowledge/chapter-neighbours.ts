type Sibling = { uuid: string; header: string; sort_order?: unknown };

/** Previous and next chapter: the siblings (which leave the chapter itself out) and the chapter, in order. */
export function chapterNeighbours(
  chapter: { uuid: string; name: string; sort_order: number },
  siblings: Sibling[],
): { previous: Sibling | null; next: Sibling | null } {
  const order = (entry: Sibling) => (typeof entry.sort_order === 'number' ? entry.sort_order : 0);
  const all = [
    ...siblings.filter((entry) => entry.uuid !== chapter.uuid),
    { ...chapter, header: chapter.name },
  ].sort((a, b) => order(a) - order(b));
  const position = all.findIndex((entry) => entry.uuid === chapter.uuid);
  return { previous: all[position - 1] ?? null, next: all[position + 1] ?? null };
}
