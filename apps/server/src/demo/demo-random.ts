/**
 * A small seeded pseudo-random generator (mulberry32): the demo's history must come out the same on every
 * seed, so nothing in it may use Math.random.
 */
export type DemoRandom = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  between(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One of the items. */
  pick<T>(items: readonly T[]): T;
  /** The items in a new, shuffled order (Fisher–Yates). */
  shuffled<T>(items: readonly T[]): T[];
};

export function demoRandom(seed: number): DemoRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    between,
    chance: (probability) => next() < probability,
    pick: (items) => items[between(0, items.length - 1)],
    shuffled: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = between(0, index);
        [copy[index], copy[other]] = [copy[other], copy[index]];
      }
      return copy;
    },
  };
}
