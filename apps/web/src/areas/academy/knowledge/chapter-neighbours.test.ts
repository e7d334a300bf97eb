import { describe, expect, it } from 'vitest';
import { chapterNeighbours } from './chapter-neighbours.ts';

describe('chapterNeighbours', () => {
  const siblings = [
    { uuid: 'c', header: 'C', sort_order: 3 },
    { uuid: 'a', header: 'A', sort_order: 1 },
  ];
  it('places the chapter among its siblings by sort order', () => {
    const { previous, next } = chapterNeighbours({ uuid: 'b', name: 'B', sort_order: 2 }, siblings);
    expect(previous?.uuid).toBe('a');
    expect(next?.uuid).toBe('c');
  });
  it('has no previous for the first chapter', () => {
    const { previous, next } = chapterNeighbours({ uuid: 'z', name: 'Z', sort_order: 0 }, siblings);
    expect(previous).toBeNull();
    expect(next?.uuid).toBe('a');
  });
});
